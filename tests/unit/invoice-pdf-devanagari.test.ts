// Devanagari in the invoice PDF (issue 27): a name, an address, a description or a label in Hindi is
// drawn in the embedded Noto Sans Devanagari, glyph by glyph from the font (no .notdef boxes, no '?'),
// while the rest stays in Helvetica. pdf.js reads the PDF back: the text, the font each piece is in and
// whether each drawn glyph is in that font.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OPS, getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { gstinCheckChar } from '../../src/domain/gst';
import { labourLine, taxInvoice, type InvoiceParty } from '../../src/domain/taxInvoice';
import { INVOICE_PDF_LABELS, invoicePdf } from '../../src/resources/invoices/invoicePdf';
import { textRuns, visualOrder, woffToTtf } from '../../src/resources/invoices/pdfFonts';
import type { Invoice } from '../../src/resources/invoices/types';

const root = resolve(import.meta.dirname, '../..');
const gstin = (first14: string) => first14 + gstinCheckChar(first14);
const SUPPLIER: InvoiceParty = { name: 'Vistara Electronics Pvt Ltd', address: '12, Residency Road, Bengaluru 560025', stateCode: '29', gstin: gstin('29AABCV1234F1Z') };
const HINDI_RECIPIENT: InvoiceParty = { name: 'रमेश कुमार', address: '4, एमजी रोड, मैसूरु 570001', stateCode: '29', gstin: gstin('29AAGCR4375J1Z') };

const invoiceFor = (recipient: InvoiceParty): Invoice => ({
  id: 7,
  bookingId: 3,
  customerId: 11,
  status: 'sent',
  createdAt: '2026-11-24T06:00:00.000Z',
  number: 'BLR/26-27/00042',
  issuedAt: '2026-11-24T06:00:00.000Z',
  dueDate: '2026-12-24',
  ...taxInvoice([labourLine('पैनल बदलने का श्रम', 1500), { description: 'LED panel 43 inch', hsnSac: '8529', quantity: 1, unitPrice: 5000, gstRate: 18 }], SUPPLIER, recipient),
});

// The font files as the browser would fetch them (the build's asset URLs are paths under the root here).
const fetched: string[] = [];
beforeAll(() => {
  vi.stubGlobal('fetch', async (url: string) => {
    fetched.push(url);
    const path = resolve(root, decodeURIComponent(String(url)).replace(/^\/(@fs\/)?/, '').replace(/^.*?node_modules\//, 'node_modules/'));
    return new Response(readFileSync(path));
  });
});
afterAll(() => {
  vi.unstubAllGlobals();
});

interface Drawn {
  text: string;
  font: string;
  missing: string[];
}

/** Each text the PDF draws with the name of its font and the characters its font has no glyph for. */
const drawnTexts = async (blob: Blob): Promise<Drawn[]> => {
  const pdf = await getDocument({ data: new Uint8Array(await blob.arrayBuffer()), isEvalSupported: false, useSystemFonts: false, verbosity: 0 }).promise;
  const drawn: Drawn[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const page = await pdf.getPage(n);
    const ops = await page.getOperatorList();
    let font = '';
    ops.fnArray.forEach((fn, i) => {
      const args = ops.argsArray[i];
      if (fn === OPS.setFont) font = page.commonObjs.get(args[0]).name;
      if (fn === OPS.showText) {
        const glyphs = (args[0] as ({ unicode: string; isInFont: boolean } | number)[]).filter((g) => typeof g === 'object');
        drawn.push({ text: glyphs.map((g) => g.unicode).join(''), font, missing: glyphs.filter((g) => !g.isInFont && g.unicode.trim()).map((g) => g.unicode) });
      }
    });
  }
  await pdf.destroy();
  return drawn;
};

const DEVANAGARI = /[\u0900-\u097F]/;

describe('Devanagari in the invoice PDF', () => {
  it('draws a Hindi name, address and description in the embedded Noto Sans Devanagari, every glyph from the font', async () => {
    const drawn = await drawnTexts(await invoicePdf(invoiceFor(HINDI_RECIPIENT)));
    const hindi = drawn.filter((d) => DEVANAGARI.test(d.text));
    const all = hindi.map((d) => d.text).join(' ');
    expect(all).toContain('रमेश कुमार');
    expect(all).toContain('एमजी रोड');
    expect(all).toContain('मैसूरु');
    // श्रम: the conjunct as its letters, halant shown (jsPDF does not shape).
    expect(all).toContain('श्रम');
    for (const d of hindi) {
      expect(d.font, d.text).toMatch(/NotoSansDevanagari/);
      expect(d.missing, d.text).toEqual([]);
    }
    // Helvetica draws the Latin around it, and no text is left without its glyphs.
    expect(drawn.some((d) => d.text.includes('Tax Invoice') && /Helvetica/.test(d.font))).toBe(true);
    for (const d of drawn) expect(d.missing, `${d.text} in ${d.font}`).toEqual([]);
    expect(drawn.map((d) => d.text).join(' ')).not.toContain('?');
    expect(fetched.some((url) => url.endsWith('devanagari-400-normal.woff'))).toBe(true);
  });

  it('draws labels given in Hindi (the GSTIN label among them) in the Devanagari font', async () => {
    const labels = { ...INVOICE_PDF_LABELS, gstin: 'जीएसटीआईएन', state: 'राज्य', title: 'कर बीजक' };
    const drawn = await drawnTexts(await invoicePdf(invoiceFor(HINDI_RECIPIENT), labels));
    for (const label of ['जीएसटीआईएन', 'राज्य', 'कर बीजक']) {
      const pieces = drawn.filter((d) => d.text.includes(label));
      expect(pieces.length, label).toBeGreaterThan(0);
      for (const d of pieces) expect([d.font, d.missing]).toEqual([expect.stringMatching(/NotoSansDevanagari/), []]);
    }
    // The GSTIN itself follows its label in Helvetica.
    expect(drawn.some((d) => d.text.includes(HINDI_RECIPIENT.gstin!) && /Helvetica/.test(d.font))).toBe(true);
  });

  it('embeds no font and fetches none for an invoice without Devanagari', async () => {
    fetched.length = 0;
    const english = { ...HINDI_RECIPIENT, name: 'Ramesh Kumar', address: '4, MG Road, Mysuru 570001' };
    const invoice = { ...invoiceFor(english), lineItems: invoiceFor(english).lineItems!.map((l) => ({ ...l, description: 'Repair labour' })) };
    const drawn = await drawnTexts(await invoicePdf(invoice));
    expect(drawn.every((d) => /Helvetica/.test(d.font))).toBe(true);
    expect(fetched).toEqual([]);
  });

  it('splits text into Helvetica and Devanagari runs and draws the i-matra before its consonants', () => {
    expect(textRuns('राज्य: Karnataka (29)')).toEqual([
      { text: 'राज्य', devanagari: true },
      { text: ': Karnataka (29)', devanagari: false },
    ]);
    expect(textRuns('4, एमजी रोड, मैसूरु')).toEqual([
      { text: '4, ', devanagari: false },
      { text: 'एमजी रोड', devanagari: true },
      { text: ', ', devanagari: false },
      { text: 'मैसूरु', devanagari: true },
    ]);
    expect(visualOrder('किताब')).toBe('\u093Fकताब');
    expect(visualOrder('स्थिति')).toBe('\u093Fस्थ\u093Fत');
    expect(visualOrder('रमेश')).toBe('रमेश');
  });

  it('rebuilds a TrueType font from the WOFF file fontsource ships', async () => {
    const woff = new Uint8Array(readFileSync(resolve(root, 'node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff')));
    const ttf = await woffToTtf(woff);
    const view = new DataView(ttf.buffer);
    expect(view.getUint32(0)).toBe(0x00010000);
    const tags = Array.from({ length: view.getUint16(4) }, (_, i) => String.fromCharCode(...ttf.subarray(12 + i * 16, 16 + i * 16)));
    expect(tags).toEqual(expect.arrayContaining(['cmap', 'glyf', 'head', 'hmtx', 'loca']));
  });
});
