// The PDF of a tax invoice (issue 15 scope 4; CGST Rule 46), laid out like an Indian tax invoice in
// light print: black text on white, thin rules. Made by jsPDF with jspdf-autotable, which only this
// module imports: DownloadInvoicePdfButton loads it with a dynamic import when asked for, so the
// library is a chunk of its own, never in the console's or a list's (docs/performance.md). jsPDF needs
// no eval and no web worker (the production Content-Security-Policy, vite.security.ts, holds).
//
// The text is real text in the standard Helvetica font (searchable, copyable; no images of text).
// The PDF's 14 standard fonts only know Latin-1 (WinAnsi): they cannot show "₹", so amounts print as
// "Rs. 1,23,456.00" (en-IN lakh grouping). The labels and the total in words are English whatever the
// console's language (the invoice page shows the words in Hindi too). Devanagari (a name, an address,
// a description, or labels given in Hindi) is drawn in Noto Sans Devanagari, embedded only in a PDF
// that holds some (pdfFonts.ts), never in Helvetica's boxes; any other character prints as "?".
// Every date is the day in India's time, as on the invoice's page and in the CSV (domain/dates.ts).
// A document of total 0 is a service note (issue 27): titled so, with no tax columns and no tax lines,
// and a line saying it is no tax invoice.
import { jsPDF } from 'jspdf';
import { autoTable, type Cell, type CellHookData, type CellInput, type RowInput, type UserOptions } from 'jspdf-autotable';
import { amountInWords } from '../../domain/amountInWords';
import { formatBusinessDate } from '../../domain/dates';
import { stateByCode } from '../../domain/gst';
import { invoiceKind } from '../../domain/invoiceSeries';
import { roundPaise } from '../../domain/money';
import type { Invoice, InvoiceLine } from './types';
import { DEVANAGARI_PDF_FONT, addDevanagariFont, hasDevanagari, isDevanagariChar, textRuns, visualOrder } from './pdfFonts';

/** The download's file name: the invoice number with '/' as '-' (`BLR/26-27/00042` -> `BLR-26-27-00042.pdf`). */
export const invoicePdfFileName = (invoice: Pick<Invoice, 'number' | 'id'>): string =>
  `${(invoice.number || `invoice-${invoice.id}`).replace(/[/\\]/g, '-').replace(/[^A-Za-z0-9._-]/g, '_')}.pdf`;

/** The document's words (English: see above). */
export const INVOICE_PDF_LABELS = {
  title: 'Tax Invoice',
  original: 'Original for recipient',
  supplier: 'Supplier',
  recipient: 'Bill to',
  state: 'State',
  gstin: 'GSTIN',
  number: 'Invoice No.',
  date: 'Invoice date',
  due: 'Due date',
  placeOfSupply: 'Place of supply',
  sr: 'Sr',
  description: 'Description',
  hsnSac: 'HSN/SAC',
  quantity: 'Qty',
  rate: 'Rate (Rs.)',
  taxable: 'Taxable value (Rs.)',
  percent: '%',
  amount: 'Amount',
  total: 'Total (Rs.)',
  taxableTotal: 'Taxable value',
  totalTax: 'Total tax',
  grandTotal: 'Grand total',
  inWords: 'Amount in words',
  cancelled: 'Cancelled - credit note %{number}',
  cancelledNoNote: 'Cancelled',
  forSupplier: 'For %{name}',
  signatory: 'Authorised signatory',
  page: 'Page %{page} of %{pages}',
  serviceNoteTitle: 'Service Note',
  noteNumber: 'Service note No.',
  noteDate: 'Date',
  value: 'Value (Rs.)',
  noCharge: 'No charge: this service note is not a tax invoice and no GST is charged.',
  warrantyClaimed: 'Work under warranty: its value, %{amount}, is claimed from the brand.',
};

export type InvoicePdfLabels = typeof INVOICE_PDF_LABELS;

const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/%\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

const TYPOGRAPHY: Record<string, string> = { '₹': 'Rs.', '–': '-', '—': '-', '‘': "'", '’': "'", '“': '"', '”': '"', '…': '...', '\u00a0': ' ' };

/** Text the PDF's fonts can print (Latin-1, and Devanagari in its own font): typography mapped, anything else as '?'. */
export const pdfText = (value: unknown): string =>
  String(value ?? '')
    .replace(/[₹–—‘’“”…\u00a0]/g, (c) => TYPOGRAPHY[c])
    .replace(/[^\n\x20-\x7e\xa1-\xff]/gu, (c) => (isDevanagariChar(c) ? c : '?'));

let amountFormat: Intl.NumberFormat | null = null;
/** 123456 -> '1,23,456.00' (en-IN grouping, always 2 decimals). */
export const pdfAmount = (value: number | null | undefined): string => {
  amountFormat ??= new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const n = Number(value);
  return amountFormat.format(Number.isFinite(n) ? n : 0);
};
/** 123456 -> 'Rs. 1,23,456.00' ("₹" is not in the standard fonts). */
export const pdfRupees = (value: number | null | undefined): string => `Rs. ${pdfAmount(value)}`;

/** An invoice's date as the English invoice page shows it: '24 Nov 2026', the day in India's time. */
export const pdfDate = (value: string | null | undefined): string => {
  if (!value) return '-';
  return formatBusinessDate(value, 'en-IN') ?? pdfText(value);
};

/** 'Karnataka (29)' from a state code; the code alone when unknown. */
const stateText = (code: string | null | undefined): string => {
  if (!code) return '-';
  const state = stateByCode(code);
  return state ? `${state.name} (${state.code})` : pdfText(code);
};

const percent = (rate: number): string => `${Number(rate).toLocaleString('en-IN', { maximumFractionDigits: 2 })}%`;

/** A line's taxable value: its stored amount, else quantity x price. */
const taxable = (line: InvoiceLine): number => roundPaise(line.amount ?? Number(line.quantity) * Number(line.unitPrice));

/** Is the invoice intra-state (CGST + SGST/UTGST) or inter-state (IGST)? Stored, else read from its amounts. */
const isIntraState = (invoice: Invoice): boolean =>
  invoice.intraState ?? !(Number(invoice.igstAmount ?? 0) > 0 || invoice.lineItems?.some((l) => Number(l.igst ?? 0) > 0));

const MARGIN = 12;
const RULE = 0.2;
type Rgb = [number, number, number];
const [BLACK, WHITE, GREY_RULE]: Rgb[] = [[0, 0, 0], [255, 255, 255], [90, 90, 90]];

/** The last table's bottom edge (jspdf-autotable keeps it on the document). */
const lastTableY = (doc: jsPDF): number => (doc as unknown as { lastAutoTable?: { finalY?: number } }).lastAutoTable?.finalY ?? MARGIN;

// Text in two fonts: Helvetica, and Noto Sans Devanagari for the Devanagari in it (a run of each, side
// by side). Every text of the document is drawn, measured and wrapped through these.

/** The runs of `text` as drawn: Devanagari in visual order; all Helvetica when the document has no Devanagari font. */
const runsOf = (doc: jsPDF, text: string) => {
  if (!hasDevanagari(text)) return [{ text, devanagari: false }];
  if (!doc.getFontList()[DEVANAGARI_PDF_FONT]) return [{ text: text.replace(/[^\n\x20-\x7e\xa1-\xff]/g, '?'), devanagari: false }];
  return textRuns(text).map((run) => (run.devanagari ? { ...run, text: visualOrder(run.text) } : run));
};

const fontFor = (doc: jsPDF, devanagari: boolean, bold: boolean) => doc.setFont(devanagari ? DEVANAGARI_PDF_FONT : 'helvetica', bold ? 'bold' : 'normal');

/** The width of `text` at the current font size. */
const textWidth = (doc: jsPDF, text: string, bold: boolean): number => {
  const width = runsOf(doc, text).reduce((sum, run) => sum + fontFor(doc, run.devanagari, bold).getTextWidth(run.text), 0);
  fontFor(doc, false, bold);
  return width;
};

/** Draws one line of text, each run in its font; `align` as jsPDF's (x is the right edge or the centre). */
const drawText = (doc: jsPDF, text: string, x: number, y: number, options: { align?: 'left' | 'center' | 'right'; baseline?: 'top'; bold?: boolean } = {}) => {
  const { align = 'left', baseline, bold = false } = options;
  const runs = runsOf(doc, text);
  if (runs.length === 1 && !runs[0].devanagari) {
    fontFor(doc, false, bold).text(runs[0].text, x, y, { align, baseline });
    return;
  }
  let cursor = align === 'left' ? x : x - textWidth(doc, text, bold) * (align === 'center' ? 0.5 : 1);
  for (const run of runs) {
    fontFor(doc, run.devanagari, bold).text(run.text, cursor, y, { baseline });
    cursor += doc.getTextWidth(run.text);
  }
  fontFor(doc, false, bold);
};

/** `text` broken into lines no wider than `width` (at spaces; a text in Helvetica alone as jsPDF breaks it). */
const wrapText = (doc: jsPDF, text: string, width: number, bold: boolean): string[] => {
  if (!hasDevanagari(text)) return fontFor(doc, false, bold).splitTextToSize(text, width) as string[];
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      const longer = line ? `${line} ${word}` : word;
      if (line && textWidth(doc, longer, bold) > width) {
        lines.push(line);
        line = word;
      } else line = longer;
    }
    lines.push(line);
  }
  return lines;
};

/**
 * jspdf-autotable's hooks for cells holding Devanagari: it measures, wraps and draws a cell's text in
 * the cell's one font, so such a cell is wrapped by wrapText, its text left out of the table's drawing,
 * and drawn run by run where the table would have put it. Other hooks of a table run first.
 */
const devanagariCells = (doc: jsPDF, hooks: Pick<UserOptions, 'didParseCell'> = {}): Pick<UserOptions, 'didParseCell' | 'willDrawCell' | 'didDrawCell'> => {
  const mixed = new WeakSet<Cell>();
  const lines = new WeakMap<Cell, string[]>();
  return {
    didParseCell: (data: CellHookData) => {
      hooks.didParseCell?.(data);
      const { cell } = data;
      if (!hasDevanagari(cell.text.join('\n'))) return;
      mixed.add(cell);
      cell.styles.overflow = (text: string | string[], width: number) =>
        (Array.isArray(text) ? text : [text]).flatMap((t) => wrapText(doc, t, width, cell.styles.fontStyle === 'bold'));
    },
    willDrawCell: ({ cell }: CellHookData) => {
      if (!mixed.has(cell)) return;
      lines.set(cell, cell.text);
      cell.text = [''];
    },
    didDrawCell: ({ cell }: CellHookData) => {
      const text = lines.get(cell);
      if (!text) return;
      // Placed as jspdf-autotable places a cell's lines (its autoTableText).
      const bold = cell.styles.fontStyle === 'bold';
      const fontSize = cell.styles.fontSize / doc.internal.scaleFactor;
      const lineHeight = fontSize * doc.getLineHeightFactor();
      const { x, y: top } = cell.getTextPos();
      let y = top + fontSize * (2 - 1.15);
      if (cell.styles.valign === 'middle') y -= (text.length / 2) * lineHeight;
      else if (cell.styles.valign === 'bottom') y -= text.length * lineHeight;
      const align = cell.styles.halign === 'center' || cell.styles.halign === 'right' ? cell.styles.halign : 'left';
      for (const line of text) {
        drawText(doc, line, x, y, { align, bold });
        y += lineHeight;
      }
      cell.text = text;
    },
  };
};

/** The line table's head (two rows: each tax spans its rate and amount) and body. */
const lineTable = (invoice: Invoice, l: InvoicePdfLabels, intra: boolean): { head: RowInput[]; body: RowInput[] } => {
  const span2 = (content: string): CellInput => ({ content, rowSpan: 2, styles: { valign: 'middle' } });
  const tax = (content: string): CellInput => ({ content, colSpan: 2, styles: { halign: 'center' } });
  const stateTax = invoice.stateTaxLabel === 'UTGST' ? 'UTGST' : 'SGST';
  const taxHeads = intra ? [tax('CGST'), tax(stateTax)] : [tax('IGST')];
  const subHeads = intra ? [l.percent, l.amount, l.percent, l.amount] : [l.percent, l.amount];
  const head: RowInput[] = [
    [span2(l.sr), span2(l.description), span2(l.hsnSac), span2(l.quantity), span2(l.rate), span2(l.taxable), ...taxHeads, span2(l.total)],
    subHeads,
  ];
  const body: RowInput[] = (invoice.lineItems ?? []).map((line, index) => {
    const value = taxable(line);
    // Lines of another server may carry no split: their rate (else the invoice's), halved within the state.
    const rate = line.gstRate ?? Number(invoice.taxRate ?? 0) * 100;
    const half = (r?: number, amount?: number) => [percent(r ?? rate / 2), pdfAmount(amount ?? roundPaise((value * rate) / 200))];
    const taxes = intra ? [...half(line.cgstRate, line.cgst), ...half(line.sgstRate, line.sgst)] : [percent(line.igstRate ?? rate), pdfAmount(line.igst ?? roundPaise((value * rate) / 100))];
    const total = line.total ?? roundPaise(value * (1 + rate / 100));
    return [String(index + 1), pdfText(line.description), pdfText(line.hsnSac ?? '-'), String(line.quantity), pdfAmount(line.unitPrice), pdfAmount(value), ...taxes, pdfAmount(total)];
  });
  return { head, body };
};

/** A service note's lines: what was done or fitted, its code and quantity, and its value (0: no charge); no tax columns. */
const noteLineTable = (invoice: Invoice, l: InvoicePdfLabels): { head: RowInput[]; body: RowInput[] } => ({
  head: [[l.sr, l.description, l.hsnSac, l.quantity, l.value]],
  body: (invoice.lineItems ?? []).map((line, index) => [String(index + 1), pdfText(line.description), pdfText(line.hsnSac ?? '-'), String(line.quantity), pdfAmount(taxable(line))]),
});

interface Block {
  heading: string | null;
  lines: { text: string; bold?: boolean }[];
}

/** A party: its name in bold, address, state with code, GSTIN when registered. */
const partyBlock = (heading: string, party: Invoice['supplier'], l: InvoicePdfLabels): Block => {
  if (!party) return { heading, lines: [] };
  const lines: Block['lines'] = [{ text: pdfText(party.name), bold: true }];
  if (party.address) lines.push({ text: pdfText(party.address).replace(/\s*\n\s*/g, ', ') });
  lines.push({ text: `${l.state}: ${stateText(party.stateCode)}` });
  if (party.gstin) lines.push({ text: `${l.gstin}: ${pdfText(party.gstin)}` });
  return { heading, lines };
};

const FONT_SIZE = 8.5;
const HEADING_SIZE = 7;
const PAD = 2.5;

/** Draws the blocks side by side in boxes of thin rules, as high as the tallest; returns that height. */
const drawBlocks = (doc: jsPDF, top: number, blocks: Block[], width: number): number => {
  const boxWidth = width / blocks.length;
  const lineHeight = (FONT_SIZE / doc.internal.scaleFactor) * 1.3;
  const headingHeight = (HEADING_SIZE / doc.internal.scaleFactor) * 1.5;
  doc.setFontSize(FONT_SIZE);
  const laidOut = blocks.map((block) =>
    block.lines.flatMap((line) => wrapText(doc, line.text, boxWidth - 2 * PAD, Boolean(line.bold)).map((text) => ({ text, bold: line.bold }))),
  );
  const height = Math.max(...blocks.map((block, i) => 2 * PAD + (block.heading ? headingHeight : 0) + laidOut[i].length * lineHeight));
  blocks.forEach((block, i) => {
    const x = MARGIN + i * boxWidth;
    doc.setDrawColor(...GREY_RULE).setLineWidth(RULE);
    doc.rect(x, top, boxWidth, height, 'S');
    let y = top + PAD;
    if (block.heading) {
      doc.setFontSize(HEADING_SIZE).setTextColor(...BLACK);
      drawText(doc, block.heading.toUpperCase(), x + PAD, y, { baseline: 'top', bold: true });
      y += headingHeight;
    }
    doc.setFontSize(FONT_SIZE);
    for (const line of laidOut[i]) {
      drawText(doc, line.text, x + PAD, y, { baseline: 'top', bold: line.bold });
      y += lineHeight;
    }
  });
  return height;
};

/**
 * The tax invoice of `invoice` as a PDF (A4, portrait). An issued invoice only: a draft has no
 * number yet (the button is disabled for one); such a call still makes a document, marked '-'.
 */
export const invoicePdf = async (invoice: Invoice, labels: Partial<InvoicePdfLabels> = {}): Promise<Blob> => {
  const l: InvoicePdfLabels = { ...INVOICE_PDF_LABELS, ...labels };
  const note = invoiceKind(invoice) === 'service_note';
  const title = note ? l.serviceNoteTitle : l.title;
  const doc = new jsPDF({ unit: 'mm', format: 'a4', orientation: 'portrait', compress: true });
  // Devanagari anywhere in what is printed: its font is fetched and embedded (pdfFonts.ts).
  if (hasDevanagari(JSON.stringify([invoice, l]))) await addDevanagariFont(doc);
  const number = pdfText(invoice.number ?? '-');
  doc.setProperties({ title: `${title} ${number}`, subject: `${title} ${number}`, creator: pdfText(invoice.supplier?.name ?? '') });
  const pageWidth = doc.internal.pageSize.getWidth();
  const pageHeight = doc.internal.pageSize.getHeight();
  const inner = pageWidth - 2 * MARGIN;
  doc.setTextColor(...BLACK).setDrawColor(...GREY_RULE).setLineWidth(RULE);

  // Title.
  doc.setFontSize(15);
  drawText(doc, title, pageWidth / 2, MARGIN + 5, { align: 'center', bold: true });
  doc.setFontSize(7.5);
  drawText(doc, l.original, pageWidth - MARGIN, MARGIN + 5, { align: 'right' });

  const intra = isIntraState(invoice);
  const cancelled = invoice.status === 'cancelled';
  const cancelLine = cancelled ? (invoice.creditNote ? fill(l.cancelled, { number: pdfText(invoice.creditNote.number) }) : l.cancelledNoNote) : null;
  const details: Block = {
    heading: null,
    lines: [
      { text: `${note ? l.noteNumber : l.number}: ${number}`, bold: true },
      { text: `${note ? l.noteDate : l.date}: ${pdfDate(invoice.issuedAt ?? invoice.createdAt)}` },
      // A service note has nothing to pay, so no due date.
      ...(note ? [] : [{ text: `${l.due}: ${pdfDate(invoice.dueDate)}` }]),
      { text: `${l.placeOfSupply}: ${stateText(invoice.placeOfSupply ?? invoice.recipient?.stateCode)}` },
      ...(cancelLine ? [{ text: cancelLine, bold: true }] : []),
    ],
  };
  const recipientBlock = partyBlock(l.recipient, invoice.recipient, l);
  if (!invoice.recipient) recipientBlock.lines.push({ text: pdfText(invoice.customerName ?? `#${invoice.customerId}`), bold: true });

  // Supplier | the invoice's details; then the recipient across the page.
  let y = MARGIN + 9;
  y += drawBlocks(doc, y, [partyBlock(l.supplier, invoice.supplier, l), details], inner);
  y += drawBlocks(doc, y, [recipientBlock], inner);

  const lightTable = {
    theme: 'plain' as const,
    margin: { left: MARGIN, right: MARGIN },
    styles: { font: 'helvetica', fontSize: 8.5, textColor: BLACK, fillColor: WHITE, lineColor: GREY_RULE, lineWidth: RULE, cellPadding: 2, overflow: 'linebreak' as const },
  };

  // The lines.
  const { head, body } = note ? noteLineTable(invoice, l) : lineTable(invoice, l, intra);
  const amountColumns = note ? [3, 4] : intra ? [3, 4, 5, 6, 7, 8, 9, 10] : [3, 4, 5, 6, 7, 8];
  autoTable(doc, {
    ...lightTable,
    theme: 'grid',
    startY: y + 4,
    head,
    body,
    styles: { ...lightTable.styles, fontSize: 7.5, cellPadding: 1.5 },
    headStyles: { fontStyle: 'bold', halign: 'center' },
    ...devanagariCells(doc),
    columnStyles: {
      0: { cellWidth: 8, halign: 'center' },
      1: { cellWidth: 'auto' },
      2: { cellWidth: 16 },
      ...Object.fromEntries(amountColumns.map((i) => [i, { halign: 'right' as const }])),
    },
  });

  // Totals: taxable value, each tax, total tax, grand total (a service note: its total alone, no tax lines).
  const taxTotals: [string, string][] = intra
    ? [
        ['CGST', pdfRupees(invoice.cgstAmount ?? roundPaise(invoice.taxAmount / 2))],
        [invoice.stateTaxLabel === 'UTGST' ? 'UTGST' : 'SGST', pdfRupees(invoice.sgstAmount ?? roundPaise(invoice.taxAmount - roundPaise(invoice.taxAmount / 2)))],
      ]
    : [['IGST', pdfRupees(invoice.igstAmount ?? invoice.taxAmount)]];
  const grandTotal: [string, string] = [l.grandTotal, pdfRupees(invoice.totalAmount)];
  const totals: [string, string][] = note
    ? [grandTotal]
    : [[l.taxableTotal, pdfRupees(invoice.subtotal)], ...taxTotals, [l.totalTax, pdfRupees(invoice.taxAmount)], grandTotal];
  autoTable(doc, {
    ...lightTable,
    startY: lastTableY(doc) + 3,
    margin: { left: pageWidth - MARGIN - 80, right: MARGIN },
    tableWidth: 80,
    body: totals,
    styles: { ...lightTable.styles, cellPadding: 1.5 },
    columnStyles: { 0: { cellWidth: 40 }, 1: { halign: 'right' } },
    ...devanagariCells(doc, {
      didParseCell: (data) => {
        if (data.row.index === totals.length - 1) data.cell.styles.fontStyle = 'bold';
      },
    }),
  });

  // The total in words (a service note: that it is none), and the cancellation.
  const words = `${l.inWords}: ${amountInWords(Math.max(0, Number(invoice.totalAmount) || 0), 'en')}`;
  const claimed = Number(invoice.warrantyClaimAmount) > 0 ? [[fill(l.warrantyClaimed, { amount: pdfRupees(invoice.warrantyClaimAmount) })]] : [];
  const notes: RowInput[] = note ? [[{ content: l.noCharge, styles: { fontStyle: 'bold' } }], ...claimed] : [[words]];
  if (cancelLine) notes.push([{ content: cancelLine, styles: { fontStyle: 'bold' } }]);
  autoTable(doc, { ...lightTable, startY: lastTableY(doc) + 3, body: notes, ...devanagariCells(doc) });

  // The signature: "For <supplier>", room to sign, "Authorised signatory".
  y = lastTableY(doc) + 8;
  if (y + 24 > pageHeight - MARGIN) {
    doc.addPage();
    y = MARGIN + 4;
  }
  const right = pageWidth - MARGIN;
  doc.setFontSize(8.5).setTextColor(...BLACK);
  drawText(doc, fill(l.forSupplier, { name: pdfText(invoice.supplier?.name ?? '') }), right, y, { align: 'right', bold: true });
  doc.setDrawColor(...GREY_RULE).setLineWidth(RULE).line(right - 60, y + 16, right, y + 16);
  drawText(doc, l.signatory, right, y + 20, { align: 'right' });

  // Page numbers.
  const pages = doc.getNumberOfPages();
  doc.setFontSize(7);
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    drawText(doc, fill(l.page, { page, pages }), pageWidth / 2, pageHeight - MARGIN / 2, { align: 'center' });
  }

  return new Blob([doc.output('arraybuffer')], { type: 'application/pdf' });
};
