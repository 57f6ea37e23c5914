// Devanagari in the invoice PDF (issue 27): jsPDF's standard fonts know Latin-1 only, so a Hindi label
// or a customer's name in Devanagari came out as boxes or '?'. Text holding Devanagari is drawn in
// Noto Sans Devanagari (SIL Open Font License 1.1; the same font the console's Hindi uses, from
// @fontsource/noto-sans-devanagari), embedded in the PDF (jsPDF keeps only the glyphs used).
//
// jsPDF reads TrueType; fontsource ships WOFF and WOFF2. WOFF 1.0 is TrueType with each table
// zlib-compressed, so the TTF is rebuilt here with the platform's DecompressionStream (browsers and
// Node alike; no library). The files (its Devanagari subset, regular and bold, about 70 KB each) are
// assets of the build fetched from this origin only when a PDF holds Devanagari: the PDF chunk does not
// grow, an English invoice fetches nothing.
//
// jsPDF draws a font's glyphs one per character, without the font's shaping rules (no conjuncts, no
// mark positioning): a consonant cluster shows its halant ('क्ष' as क्‌ष), which Hindi readers read, and
// the i-matra (ि), written after its consonants but drawn before them, is moved in front here.
import type { jsPDF } from 'jspdf';
import regularUrl from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff?url';
import boldUrl from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff?url';

/** The font's name in the PDF's documents (doc.setFont(DEVANAGARI_PDF_FONT, 'normal' | 'bold')). */
export const DEVANAGARI_PDF_FONT = 'NotoSansDevanagari';

/** A character of the Devanagari script (its blocks and the dandas), which the font's Devanagari subset holds; Latin it does not. */
const HAS_DEVANAGARI = /\p{scx=Deva}/u;
/** Devanagari, or a joiner inside it (ZWNJ, ZWJ). */
const DEVANAGARI_CHAR = '(?:\\p{scx=Deva}|\\u200C|\\u200D)';

export const hasDevanagari = (text: string): boolean => HAS_DEVANAGARI.test(text);

const ONE_CHAR = new RegExp(`^${DEVANAGARI_CHAR}$`, 'u');

/** Is `char` printed in the Devanagari font (a Devanagari character or a joiner)? */
export const isDevanagariChar = (char: string): boolean => ONE_CHAR.test(char);

/** A piece of a text and whether it is drawn in the Devanagari font (spaces between Devanagari words go with them). */
export interface TextRun {
  text: string;
  devanagari: boolean;
}

const RUN = new RegExp(`${DEVANAGARI_CHAR}+(?:[ \\u00A0]+${DEVANAGARI_CHAR}+)*`, 'gu');

/** 'राज्य: Karnataka' -> [{ 'राज्य', devanagari }, { ': Karnataka' }]. */
export const textRuns = (text: string): TextRun[] => {
  const runs: TextRun[] = [];
  let at = 0;
  for (const match of text.matchAll(RUN)) {
    if (match.index > at) runs.push({ text: text.slice(at, match.index), devanagari: false });
    runs.push({ text: match[0], devanagari: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) runs.push({ text: text.slice(at), devanagari: false });
  return runs;
};

// A consonant (with its nukta) and the consonants joined to it by a halant, before an i-matra.
const CONSONANT = '[\\u0915-\\u0939\\u0958-\\u095F\\u0978-\\u097F]\\u093C?';
const BEFORE_I_MATRA = new RegExp(`((?:${CONSONANT}\\u094D)*${CONSONANT})\\u093F`, 'g');

/** Devanagari in the order jsPDF must draw it: the i-matra before its consonant cluster ('कि' -> 'िक'). */
export const visualOrder = (text: string): string => text.replace(BEFORE_I_MATRA, '\u093F$1');

const inflate = async (data: Uint8Array<ArrayBuffer>): Promise<Uint8Array> => {
  // WOFF's tables are zlib streams: the Compression Streams API's 'deflate' format.
  const stream = new Blob([data]).stream().pipeThrough(new DecompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
};

/** The TrueType (sfnt) font inside a WOFF 1.0 file: its tables decompressed, laid out as in a .ttf. */
export const woffToTtf = async (woff: Uint8Array<ArrayBuffer>): Promise<Uint8Array> => {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (view.getUint32(0) !== 0x774f4646) throw new Error('not a WOFF 1.0 font');
  const flavor = view.getUint32(4);
  const count = view.getUint16(12);
  const tables = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const entry = 44 + i * 20;
      const offset = view.getUint32(entry + 4);
      const compressed = view.getUint32(entry + 8);
      const length = view.getUint32(entry + 12);
      const raw = woff.subarray(offset, offset + compressed);
      const data = compressed < length ? await inflate(raw) : raw;
      if (data.length !== length) throw new Error('damaged WOFF table');
      return { tag: view.getUint32(entry), checksum: view.getUint32(entry + 16), data };
    }),
  );
  // The sfnt: its header, one record per table (sorted by tag, as WOFF keeps them), each table 4-byte aligned.
  const headerLength = 12 + 16 * count;
  const size = tables.reduce((sum, t) => sum + ((t.data.length + 3) & ~3), headerLength);
  const ttf = new Uint8Array(size);
  const out = new DataView(ttf.buffer);
  const power = 2 ** Math.floor(Math.log2(count));
  out.setUint32(0, flavor);
  out.setUint16(4, count);
  out.setUint16(6, power * 16);
  out.setUint16(8, Math.log2(power));
  out.setUint16(10, count * 16 - power * 16);
  let offset = headerLength;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    out.setUint32(record, table.tag);
    out.setUint32(record + 4, table.checksum);
    out.setUint32(record + 8, offset);
    out.setUint32(record + 12, table.data.length);
    ttf.set(table.data, offset);
    offset += (table.data.length + 3) & ~3;
  });
  return ttf;
};

/** The bytes as a binary string: how jsPDF's virtual file system takes a font. */
const binaryString = (bytes: Uint8Array): string => {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return text;
};

const fetchTtf = async (url: string): Promise<string> => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return binaryString(await woffToTtf(new Uint8Array(await response.arrayBuffer())));
};

let fonts: Promise<{ normal: string; bold: string }> | undefined;

/** Fetches the regular and bold faces once per page (again after a failure: offline, a new deploy). */
const loadFonts = () =>
  (fonts ??= Promise.all([fetchTtf(regularUrl), fetchTtf(boldUrl)]).then(
    ([normal, bold]) => ({ normal, bold }),
    (error: unknown) => {
      fonts = undefined;
      throw error;
    },
  ));

/** Embeds Noto Sans Devanagari (regular and bold) in `doc` as DEVANAGARI_PDF_FONT. */
export const addDevanagariFont = async (doc: jsPDF): Promise<void> => {
  const { normal, bold } = await loadFonts();
  doc.addFileToVFS('NotoSansDevanagari-Regular.ttf', normal);
  doc.addFont('NotoSansDevanagari-Regular.ttf', DEVANAGARI_PDF_FONT, 'normal');
  doc.addFileToVFS('NotoSansDevanagari-Bold.ttf', bold);
  doc.addFont('NotoSansDevanagari-Bold.ttf', DEVANAGARI_PDF_FONT, 'bold');
};
