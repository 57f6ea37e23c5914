// The PDF of a tax invoice (issue 15 scope 4; CGST Rule 46), laid out like an Indian tax invoice in
// light print: black text on white, thin rules. Made by jsPDF with jspdf-autotable, which only this
// module imports: DownloadInvoicePdfButton loads it with a dynamic import when asked for, so the
// library is a chunk of its own, never in the console's or a list's (DESIGN section 11). jsPDF needs
// no eval and no web worker (the production Content-Security-Policy, vite.security.ts, holds).
//
// The text is real text in the standard Helvetica font (searchable, copyable; no images of text).
// The PDF's 14 standard fonts only know Latin-1 (WinAnsi): they cannot show "₹" or Devanagari, and
// embedding a Unicode font would add hundreds of kilobytes to the chunk. So amounts print as
// "Rs. 1,23,456.00" (en-IN lakh grouping), the labels and the total in words are English whatever the
// console's language (the invoice page shows the words in Hindi too), and any other character a name
// or address holds prints as "?" rather than as garbage.
import { jsPDF } from 'jspdf';
import { autoTable, type CellInput, type RowInput } from 'jspdf-autotable';
import { amountInWords } from '../../domain/amountInWords';
import { stateByCode } from '../../domain/gst';
import { roundPaise } from '../../domain/money';
import type { Invoice, InvoiceLine } from './types';

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
};

export type InvoicePdfLabels = typeof INVOICE_PDF_LABELS;

const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/%\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

const TYPOGRAPHY: Record<string, string> = { '₹': 'Rs.', '–': '-', '—': '-', '‘': "'", '’': "'", '“': '"', '”': '"', '…': '...', '\u00a0': ' ' };

/** Text the standard fonts can print (Latin-1): typography mapped, anything else as '?'. */
export const pdfText = (value: unknown): string =>
  String(value ?? '')
    .replace(/[₹–—‘’“”…\u00a0]/g, (c) => TYPOGRAPHY[c])
    .replace(/[^\n\x20-\x7e\xa1-\xff]/g, '?');

let amountFormat: Intl.NumberFormat | null = null;
/** 123456 -> '1,23,456.00' (en-IN grouping, always 2 decimals). */
export const pdfAmount = (value: number | null | undefined): string => {
  amountFormat ??= new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const n = Number(value);
  return amountFormat.format(Number.isFinite(n) ? n : 0);
};
/** 123456 -> 'Rs. 1,23,456.00' ("₹" is not in the standard fonts). */
export const pdfRupees = (value: number | null | undefined): string => `Rs. ${pdfAmount(value)}`;

let dateFormat: Intl.DateTimeFormat | null = null;
/** An invoice's date as in India: '24 Nov 2026', in India's time. */
export const pdfDate = (value: string | null | undefined): string => {
  if (!value) return '-';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return pdfText(value);
  dateFormat ??= new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
  return dateFormat.format(date);
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
  const laidOut = blocks.map((block) =>
    block.lines.flatMap((line) => {
      doc.setFont('helvetica', line.bold ? 'bold' : 'normal').setFontSize(FONT_SIZE);
      return (doc.splitTextToSize(line.text, boxWidth - 2 * PAD) as string[]).map((text) => ({ text, bold: line.bold }));
    }),
  );
  const height = Math.max(...blocks.map((block, i) => 2 * PAD + (block.heading ? headingHeight : 0) + laidOut[i].length * lineHeight));
  blocks.forEach((block, i) => {
    const x = MARGIN + i * boxWidth;
    doc.setDrawColor(...GREY_RULE).setLineWidth(RULE);
    doc.rect(x, top, boxWidth, height, 'S');
    let y = top + PAD;
    if (block.heading) {
      doc.setFont('helvetica', 'bold').setFontSize(HEADING_SIZE).setTextColor(...BLACK);
      doc.text(block.heading.toUpperCase(), x + PAD, y, { baseline: 'top' });
      y += headingHeight;
    }
    doc.setFontSize(FONT_SIZE);
    for (const line of laidOut[i]) {
      doc.setFont('helvetica', line.bold ? 'bold' : 'normal');
      doc.text(line.text, x + PAD, y, { baseline: 'top' });
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
  const doc = new jsPDF({ unit: 'mm', format: 'a4', orientation: 'portrait', compress: true });
  const number = pdfText(invoice.number ?? '-');
  doc.setProperties({ title: `${l.title} ${number}`, subject: `${l.title} ${number}`, creator: pdfText(invoice.supplier?.name ?? '') });
  const pageWidth = doc.internal.pageSize.getWidth();
  const pageHeight = doc.internal.pageSize.getHeight();
  const inner = pageWidth - 2 * MARGIN;
  doc.setTextColor(...BLACK).setDrawColor(...GREY_RULE).setLineWidth(RULE);

  // Title.
  doc.setFont('helvetica', 'bold').setFontSize(15);
  doc.text(l.title, pageWidth / 2, MARGIN + 5, { align: 'center' });
  doc.setFont('helvetica', 'normal').setFontSize(7.5);
  doc.text(l.original, pageWidth - MARGIN, MARGIN + 5, { align: 'right' });

  const intra = isIntraState(invoice);
  const cancelled = invoice.status === 'cancelled';
  const cancelLine = cancelled ? (invoice.creditNote ? fill(l.cancelled, { number: pdfText(invoice.creditNote.number) }) : l.cancelledNoNote) : null;
  const details: Block = {
    heading: null,
    lines: [
      { text: `${l.number}: ${number}`, bold: true },
      { text: `${l.date}: ${pdfDate(invoice.issuedAt ?? invoice.createdAt)}` },
      { text: `${l.due}: ${pdfDate(invoice.dueDate)}` },
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
  const { head, body } = lineTable(invoice, l, intra);
  const amountColumns = intra ? [3, 4, 5, 6, 7, 8, 9, 10] : [3, 4, 5, 6, 7, 8];
  autoTable(doc, {
    ...lightTable,
    theme: 'grid',
    startY: y + 4,
    head,
    body,
    styles: { ...lightTable.styles, fontSize: 7.5, cellPadding: 1.5 },
    headStyles: { fontStyle: 'bold', halign: 'center' },
    columnStyles: {
      0: { cellWidth: 8, halign: 'center' },
      1: { cellWidth: 'auto' },
      2: { cellWidth: 16 },
      ...Object.fromEntries(amountColumns.map((i) => [i, { halign: 'right' as const }])),
    },
  });

  // Totals: taxable value, each tax, total tax, grand total.
  const totals: [string, string][] = [[l.taxableTotal, pdfRupees(invoice.subtotal)]];
  if (intra) {
    totals.push(['CGST', pdfRupees(invoice.cgstAmount ?? roundPaise(invoice.taxAmount / 2))]);
    totals.push([invoice.stateTaxLabel === 'UTGST' ? 'UTGST' : 'SGST', pdfRupees(invoice.sgstAmount ?? roundPaise(invoice.taxAmount - roundPaise(invoice.taxAmount / 2)))]);
  } else {
    totals.push(['IGST', pdfRupees(invoice.igstAmount ?? invoice.taxAmount)]);
  }
  totals.push([l.totalTax, pdfRupees(invoice.taxAmount)]);
  totals.push([l.grandTotal, pdfRupees(invoice.totalAmount)]);
  autoTable(doc, {
    ...lightTable,
    startY: lastTableY(doc) + 3,
    margin: { left: pageWidth - MARGIN - 80, right: MARGIN },
    tableWidth: 80,
    body: totals,
    styles: { ...lightTable.styles, cellPadding: 1.5 },
    columnStyles: { 0: { cellWidth: 40 }, 1: { halign: 'right' } },
    didParseCell: (data) => {
      if (data.row.index === totals.length - 1) data.cell.styles.fontStyle = 'bold';
    },
  });

  // The total in words, and the cancellation.
  const words = `${l.inWords}: ${amountInWords(Math.max(0, Number(invoice.totalAmount) || 0), 'en')}`;
  const notes: RowInput[] = [[words]];
  if (cancelLine) notes.push([{ content: cancelLine, styles: { fontStyle: 'bold' } }]);
  autoTable(doc, { ...lightTable, startY: lastTableY(doc) + 3, body: notes });

  // The signature: "For <supplier>", room to sign, "Authorised signatory".
  y = lastTableY(doc) + 8;
  if (y + 24 > pageHeight - MARGIN) {
    doc.addPage();
    y = MARGIN + 4;
  }
  const right = pageWidth - MARGIN;
  doc.setFont('helvetica', 'bold').setFontSize(8.5).setTextColor(...BLACK);
  doc.text(fill(l.forSupplier, { name: pdfText(invoice.supplier?.name ?? '') }), right, y, { align: 'right' });
  doc.setDrawColor(...GREY_RULE).setLineWidth(RULE).line(right - 60, y + 16, right, y + 16);
  doc.setFont('helvetica', 'normal');
  doc.text(l.signatory, right, y + 20, { align: 'right' });

  // Page numbers.
  const pages = doc.getNumberOfPages();
  doc.setFontSize(7);
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    doc.text(fill(l.page, { page, pages }), pageWidth / 2, pageHeight - MARGIN / 2, { align: 'center' });
  }

  return new Blob([doc.output('arraybuffer')], { type: 'application/pdf' });
};
