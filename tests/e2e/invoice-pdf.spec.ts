// The invoice PDF end to end (issue 15 scope 4): Explore Demo, the invoices list filtered to sent,
// an issued invoice's page, Download PDF. The saved file is a real PDF (pdf.js reads it) whose text
// holds the number the page shows, the GSTINs and the tax split; the PDF library loads only on the
// click, under the production Content-Security-Policy (the fixture fails the test on a violation).
import { readFile } from 'node:fs/promises';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect, test } from './fixtures';
import { choose, exploreDemo } from './helpers';

/** The text of every page of a PDF, as pdf.js extracts it. */
const pdfText = async (data: Uint8Array): Promise<string> => {
  const pdf = await getDocument({ data, isEvalSupported: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
};

const NUMBER = /^[A-Z]{2,4}\/\d{2}-\d{2}\/\d{5}$/;

test('an issued invoice downloads as a PDF holding its number, the GSTINs and the tax split', async ({ page }) => {
  await exploreDemo(page);
  // The PDF library is not fetched until Download PDF is clicked.
  const pdfChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/(invoicePdf|jspdf)[^/]*\.js$/.test(request.url())) pdfChunks.push(request.url());
  });

  await page.goto('/admin/invoices');
  await choose(page, page, 'Status', 'sent');
  await page.waitForURL(/sent/);
  // Issued documents with a View link; a ₹0 one is a service note (issue 27), no tax invoice: not this test's.
  const rows = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'View' }) }).filter({ hasNotText: 'Service note' });
  // The list once it shows only issued invoices: every row has a number, none reads 'Draft'.
  await expect(rows.getByRole('cell', { name: 'Draft', exact: true })).toHaveCount(0);
  const number = (await rows.first().getByRole('cell').filter({ hasText: NUMBER }).textContent())!.trim();
  expect(number).toMatch(NUMBER);
  await rows.filter({ has: page.getByRole('cell', { name: number, exact: true }) }).getByRole('link', { name: 'View' }).click();
  await page.waitForURL(/\/admin\/invoices\/\d+\/show$/);
  const article = page.getByRole('article');
  await expect(article.getByText(number).first()).toBeVisible();
  expect(pdfChunks).toEqual([]);

  const [download] = await Promise.all([page.waitForEvent('download'), article.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(download.suggestedFilename()).toBe(`${number.replaceAll('/', '-')}.pdf`);
  const bytes = new Uint8Array(await readFile((await download.path())!));
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  expect(pdfChunks.length).toBeGreaterThan(0);

  const text = await pdfText(bytes);
  expect(text).toContain('Tax Invoice');
  expect(text).toContain(`Invoice No.: ${number}`);
  expect(text).toMatch(/GSTIN: \d{2}[A-Z0-9]{13}/);
  expect(text).toMatch(/\b(998719|\d{4,8})\b/);
  expect(text).toMatch(/CGST Rs\. [\d,]+\.\d\d .*SGST Rs\. [\d,]+\.\d\d|IGST Rs\. [\d,]+\.\d\d/);
  expect(text).toMatch(/Grand total Rs\. [\d,]+\.\d\d/);
  expect(text).toContain('Authorised signatory');
});

test('the Hindi invoice page draws every Devanagari text, the GSTIN label among them, in the Devanagari font', async ({ page }) => {
  await exploreDemo(page);
  await page.goto('/admin/invoices');
  await choose(page, page, 'Status', 'sent');
  await page.waitForURL(/sent/);
  await page.getByRole('row').filter({ has: page.getByRole('link', { name: 'View' }) }).filter({ hasNotText: 'Service note' }).first().getByRole('link', { name: 'View' }).click();
  await page.waitForURL(/\/admin\/invoices\/\d+\/show$/);
  await page.getByLabel('Language').first().click();
  await page.getByRole('option', { name: 'हिन्दी' }).click();
  const article = page.getByRole('article');
  await expect(article.getByText(/^जीएसटीआईएन \(GSTIN\): /).first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready);

  // The elements of the invoice whose own text holds Devanagari, marked for the DevTools protocol, which
  // names the fonts Chromium really drew each one's text with (this machine has no Devanagari system font:
  // any other font draws boxes).
  const marked = await article.evaluate((invoice) => {
    let n = 0;
    for (const el of invoice.querySelectorAll('*')) {
      const own = [...el.childNodes].filter((c) => c.nodeType === Node.TEXT_NODE).map((c) => c.textContent).join('');
      if (/[\u0900-\u097F]/.test(own)) el.setAttribute('data-devanagari', String((n += 1)));
    }
    return n;
  });
  expect(marked).toBeGreaterThan(5);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: '[data-devanagari]' });
  expect(nodeIds.length).toBe(marked);
  const withoutFont: string[] = [];
  for (const nodeId of nodeIds) {
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    // The face's own name: 'Noto Sans Devanagari', 'Noto Sans Devanagari Medium'...
    if (!fonts.some((f) => f.familyName.startsWith('Noto Sans Devanagari'))) {
      const { outerHTML } = await cdp.send('DOM.getOuterHTML', { nodeId });
      withoutFont.push(`${outerHTML.slice(0, 160)} drawn in ${fonts.map((f) => f.familyName).join(', ')}`);
    }
  }
  expect(withoutFont).toEqual([]);
});
