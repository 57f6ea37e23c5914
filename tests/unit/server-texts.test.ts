import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import hi from '../../i18n/hi.json';
import { english, template } from '../../mocks/handlers/serverTexts';
import { moveRefusal, NoActiveVendorError, REOPEN_REASON_REQUIRED } from '../../src/domain/complaints';
import { InsufficientStockError } from '../../src/domain/catalog';
import { invoiceMoveRefusal } from '../../src/domain/invoice';
import { shortageMessage } from '../../src/domain/jobCompletion';
import { claimMoveRefusal } from '../../src/domain/warrantyClaims';
import { cannotSortBy } from '../../src/domain/listSort';
import { PRIORITY_REFUSAL } from '../../src/domain/sla';
import { SEARCH_TOO_LONG } from '../../src/domain/search';
import { errorText, inWords, noticeText, refusalText } from '../../src/ui/errorText';
import { z } from 'zod';
import { gstinCheckChar, gstinProblem, gstRateProblem } from '../../src/domain/gst';
import { taxIdentityIssue, taxIdentityProblem } from '../../src/domain/taxIdentity';
import { BOM_REFUSALS, validateBom, validateMovement, validateProduct } from '../../src/domain/catalog';
import { validateCompletion } from '../../src/domain/jobCompletion';
import { issueProblem } from '../../src/domain/taxInvoice';
import { extensionProblem } from '../../src/domain/warranty';
import { validateTiers } from '../../src/domain/commission';
import { usedByRefusal } from '../../src/domain/dependants';
import { refusal, type Refusal } from '../../src/domain/refusal';
import { parseWith, text } from '../../src/schemas/primitives';
import { ReopenBody } from '../../src/schemas/service';

const lookup = (messages: object, key: string): unknown => key.split('.').reduce<any>((cur, part) => cur?.[part], messages);

const sources = (dir: string): string[] => readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f)).map((f) => join(dir, f));

/** Every key a refusal names, itself and the texts inside it. */
const keysOf = (r: Refusal): string[] => [r.key, ...Object.values(r.params ?? {}).flatMap((v) => (typeof v === 'object' ? keysOf(v) : []))];

describe("the demo backend's texts (i18n/en.json serverText.* and notificationText.*)", () => {
  it('names only keys that exist in en.json and hi.json, in the handlers, the rules and the screens alike', () => {
    const named = ['mocks', 'server', 'src'].flatMap(sources).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/['`]((?:serverText|notificationText)\.[\w.]+?)['`]/g)].map((m) => m[1]),
    );
    // The SLA alerts and the seed build theirs from a name: their templates are the title.<name>/message.<name> pairs.
    expect(named.length).toBeGreaterThan(250);
    expect(named.filter((key) => lookup(en, key) === undefined || lookup(hi, key) === undefined)).toEqual([]);
    for (const name of ['complaintAtRisk', 'complaintBreached', 'seedAutoAssigned', 'seedInvoiceOverdue'])
      expect(template(`notificationText.message.${name}`)).toBeTruthy();
  });

  it("formats the English from the template and refuses an unknown key (a handler's typo)", () => {
    expect(english('serverText.bookingCannotMove', { id: 7, from: 'completed', to: 'scheduled' })).toBe('Booking #7 cannot move from completed to scheduled');
    expect(english('notificationText.message.complaintAssignedAt', { id: 3, vendor: 'Ravi', rate: 12.5 })).toBe('Complaint #3 was assigned to Ravi at 12.5%');
    expect(() => english('serverText.noSuchText')).toThrow(/Unknown server text/);
    // An English sentence is not a key: it is refused, never matched back to one (issue 29).
    expect(() => english('This invoice is already paid')).toThrow(/Unknown server text/);
  });

  it('words a text inside a text (a refusal among the parameters) first', () => {
    const problem = issueProblem({ name: 'W', address: '', stateCode: '29', gstin: '29ABC' })!;
    expect(english(problem.key, problem.params)).toBe("The warehouse's GSTIN is not valid: GSTIN must be 15 characters (this one has 5)");
  });

  it('words a stock shortage from its key: the English of the refusal as before, and in Hindi', () => {
    const shortage = shortageMessage('Mainboard MB-4K', 1, 2);
    expect(shortage).toEqual({ key: 'serverText.stockShortage', params: { name: 'Mainboard MB-4K', inStock: '1', needed: '2' } });
    expect(english(shortage.key, shortage.params)).toBe('Not enough stock of Mainboard MB-4K: 1 in stock, 2 needed');
    expect(lookup(hi, shortage.key)).toEqual(expect.any(String));
  });

  it('the refusals worded in src/domain are keys with parameters, never English', () => {
    expect(moveRefusal(7, 'open', 'close')).toEqual({ key: 'serverText.complaintNotClosable', params: { id: 7, status: 'open' } });
    expect(moveRefusal(7, 'closed', 'resolve').key).toBe('serverText.complaintNotResolvable');
    expect(new InsufficientStockError(2).refusal).toEqual({ key: 'serverText.insufficientStock', params: { available: 2 } });
    expect(invoiceMoveRefusal('paid', 'pay')?.key).toBe('serverText.invoiceAlreadyPaid');
    expect(invoiceMoveRefusal('draft', 'pay')?.key).toBe('serverText.invoiceDraftNotPaid');
    expect(claimMoveRefusal('open', 'settled')?.key).toBe('serverText.claimSubmitFirst');
    expect(new NoActiveVendorError().refusal.key).toBe('serverText.noActiveVendor');
    expect(REOPEN_REASON_REQUIRED.key).toBe('serverText.reopenReasonRequired');
    expect(PRIORITY_REFUSAL.key).toBe('serverText.priorityRefusal');
    expect(SEARCH_TOO_LONG).toEqual({ key: 'serverText.searchTooLong', params: { max: 100 } });
    expect(cannotSortBy('x')).toEqual({ key: 'serverText.cannotSortBy', params: { field: 'x' } });
    // The "used by" list of a delete: the row's sentence, the list and each count, all keys.
    const used = usedByRefusal(refusal('serverText.productUsedBy', { name: 'TV' }), [{ count: 3, kind: 'complaint' }])!;
    expect(keysOf(used)).toEqual(['serverText.productUsedBy', 'serverText.countComplaints']);
    expect(english(used.key, used.params)).toBe('Product TV is used by 3 complaints');
  });
});

describe('the rest of the refusals worded in src/domain and src/schemas (issue 17 scope 7, issue 29)', () => {
  const gstin = (first14: string) => first14 + gstinCheckChar(first14);
  const KA = gstin('29ABCDE1234F1Z');
  const wrongCheck = KA.slice(0, 14) + (KA[14] === 'A' ? 'B' : 'A');
  const issue = (schema: z.ZodType, body: unknown) => {
    const r = parseWith(schema, body);
    return r.ok ? null : r.refusal;
  };
  // Each refusal as the rule produces it, and the key it carries; its English is the template's, filled.
  const TEXTS: [string, Refusal | null | undefined, string][] = [
    // tax identity of warehouses and customers (admin.ts, people.ts taxProblem; the schemas' taxGstin)
    ['unknownState', taxIdentityProblem({ stateCode: 'Atlantis' }), 'Unknown state: Atlantis'],
    ['gstinRequired', taxIdentityIssue({ stateCode: '29' }, { gstinRequired: true })?.refusal, 'GSTIN is required'],
    ['gstinElsewhere', taxIdentityProblem({ stateCode: '27', gstin: KA }), 'GSTIN is registered in Karnataka (29), not in Maharashtra'],
    ['gstinLength', gstinProblem('29ABC'), 'GSTIN must be 15 characters (this one has 5)'],
    ['gstinStateDigits', gstinProblem('2XABCDE1234F1Z5'), 'GSTIN must start with a 2-digit state code'],
    ['gstinPan', gstinProblem('29ABCD11234F1Z5'), 'GSTIN characters 3 to 12 must be a PAN: 5 letters, 4 digits, 1 letter'],
    ['gstinEntity', gstinProblem('29ABCDE1234F0Z5'), 'GSTIN character 13 (entity number) must be 1-9 or A-Z'],
    ['gstinChar14', gstinProblem('29ABCDE1234F1X5'), 'GSTIN character 14 must be Z'],
    ['gstinCheckKind', gstinProblem('29ABCDE1234F1Z-'), 'GSTIN check character must be a digit or a letter'],
    ['gstinStateUnknown', gstinProblem(gstin('99ABCDE1234F1Z')), 'GSTIN state code 99 is not a known state code'],
    ['gstinCheckWrong', gstinProblem(wrongCheck), 'GSTIN check character is wrong'],
    // HSN/SAC and GST rate (catalog.ts, finance.ts)
    ['hsnDigitsOf', gstRateProblem('12'), 'HSN/SAC code must be 4 to 8 digits: 12'],
    ['hsnDigitsOf', gstRateProblem(''), 'HSN/SAC code must be 4 to 8 digits: (empty)'],
    ['noGstRateFor', gstRateProblem('99999999'), 'No GST rate for HSN/SAC code 99999999'],
    ['gstRatePercent', validateProduct({ name: 'Remote', categoryId: 1, gstRate: 140 }), 'GST rate must be a percentage from 0 to 100'],
    // products, movements, BOMs (catalog.ts, boms.ts)
    ['productNameRequired', validateProduct({ name: ' ' }), 'Product name is required'],
    ['productCategoryRequired', validateProduct({ name: 'Remote' }), 'Product category is required for inventory classification'],
    ['tvWarranty', validateProduct({ name: 'Vistara 43" TV', categoryId: 1, warrantyMonths: 6 }), 'TV models should have minimum 12 months warranty'],
    ['skuFormat', validateProduct({ name: 'Remote', categoryId: 1, sku: 'ab c' }), 'SKU should contain only uppercase letters, numbers, and hyphens'],
    ['productPriceNegative', validateProduct({ name: 'Remote', categoryId: 1, price: -1 }), 'Product price cannot be negative'],
    ['extendedPriceNegative', validateProduct({ name: 'Remote', categoryId: 1, extendedWarrantyPrice: -1 }), 'Extended warranty price cannot be negative'],
    ['movementProductRequired', validateMovement({}), 'Product ID is required for inventory tracking'],
    ['movementType', validateMovement({ productId: 1, type: 'UP' }), 'Movement type must be IN or OUT'],
    ['quantityAboveZero', validateMovement({ productId: 1, type: 'IN', qty: 0 }), 'Quantity must be greater than 0'],
    ['largeMovementReason', validateMovement({ productId: 1, type: 'IN', qty: 101 }), 'Large quantity movements (>100) require a reason'],
    ['outMovementRef', validateMovement({ productId: 1, type: 'OUT', qty: 2 }), 'Outgoing movements require reference for tracking'],
    ['bomProductRequired', validateBom({}), 'Parent product ID is required for BOM'],
    ['bomVersionRequired', validateBom({ parentProductId: 1 }), 'BOM version is required'],
    ['bomVersionFormat', validateBom({ parentProductId: 1, version: '1' }), 'Version should follow format: v1.0, v1.1, v2.0, etc.'],
    ['bomCostNegative', validateBom({ parentProductId: 1, version: 'v1.0', totalCost: -1 }), 'Total cost cannot be negative'],
    ['bomPastEffective', validateBom({ parentProductId: 1, version: 'v1.0', status: 'active', effectiveDate: '2001-01-01' }), 'Effective date for active BOMs should not be in the past'],
    ['bomDeleteActive', BOM_REFUSALS.deleteActive, 'Cannot delete active BOM'],
    // job completion (bookingCompletion.ts)
    ['workNotesRequired', validateCompletion({}).problem, 'Work notes are required'],
    ['workNotesLong', validateCompletion({ workNotes: 'x'.repeat(2001) }).problem, 'Work notes may be at most 2000 characters'],
    ['actualCostNumber', validateCompletion({ workNotes: 'Done', actualCost: -1 }).problem, 'Actual cost must be a number of 0 or more'],
    ['partsUsedList', validateCompletion({ workNotes: 'Done', actualCost: 0, partsUsed: 'board' }).problem, 'Parts used must be a list'],
    ['tooManyParts', validateCompletion({ workNotes: 'Done', actualCost: 0, partsUsed: Array.from({ length: 21 }, () => ({ productId: 1, quantity: 1 })) }).problem, 'At most 20 parts may be listed'],
    ['partNeedsProduct', validateCompletion({ workNotes: 'Done', actualCost: 0, partsUsed: [{ productId: 'x', quantity: 1 }] }).problem, 'Every part used needs a product'],
    ['quantityWhole', validateCompletion({ workNotes: 'Done', actualCost: 0, partsUsed: [{ productId: 1, quantity: 0.5 }] }).problem, 'Quantity must be a whole number above 0'],
    // issuing a tax invoice (invoiceLife.ts), extending a warranty (warranties.ts), tiers (finance.ts)
    ['issueNeedsGstin', issueProblem(undefined), "Set the warehouse's GSTIN before issuing an invoice"],
    ['issueGstinInvalid', issueProblem({ name: 'W', address: '', stateCode: '29', gstin: '29ABC' }), "The warehouse's GSTIN is not valid: GSTIN must be 15 characters (this one has 5)"],
    ['freeExtensionReason', extensionProblem(0, ' '), 'A free extension (price 0) needs a reason, e.g. the service promise it keeps'],
    ['tierNeeded', validateTiers([]), 'A tiered rule needs at least one tier'],
    ['tierMinimum', validateTiers([{ minValue: -1, maxValue: null, rate: 5 }]), 'Tier 1: minimum must be a number of 0 or more'],
    ['tierRate', validateTiers([{ minValue: 0, maxValue: null, rate: -5 }]), 'Tier 1: rate must be a number of 0 or more'],
    ['tierMaximum', validateTiers([{ minValue: 10, maxValue: 5, rate: 5 }]), 'Tier 1: maximum must be greater than minimum'],
    ['tierLastOpen', validateTiers([{ minValue: 0, maxValue: null, rate: 5 }, { minValue: 10, maxValue: null, rate: 6 }]), 'Tier 1: only the last tier may have no maximum'],
    ['tierOverlaps', validateTiers([{ minValue: 0, maxValue: 100, rate: 5 }, { minValue: 50, maxValue: null, rate: 6 }]), 'Tier 2 overlaps tier 1'],
    ['tierGap', validateTiers([{ minValue: 0, maxValue: 100, rate: 5 }, { minValue: 150, maxValue: null, rate: 6 }]), 'Tier 2 must start where tier 1 ends (100)'],
    // the schemas' own texts for a field with no text of its own (src/schemas/primitives.ts)
    ['fieldRequired', issue(z.object({ customerId: z.number() }), {}), 'customerId is required'],
    ['fieldMustBeList', issue(z.object({ lines: z.array(z.string()) }), { lines: 3 }), 'lines must be a list'],
    ['fieldMustBeA', issue(z.object({ isActive: z.boolean() }), { isActive: 'yes' }), 'isActive must be a boolean'],
    ['fieldMaxChars', issue(z.object({ notes: text(5) }), { notes: 'far too long' }), 'notes must be at most 5 characters'],
    ['fieldMaxItems', issue(z.object({ tags: z.array(z.string()).max(1) }), { tags: ['a', 'b'] }), 'tags may have at most 1 items'],
    ['fieldAtMost', issue(z.object({ qty: z.number().max(10) }), { qty: 11 }), 'qty must be at most 10'],
    ['fieldMinChars', issue(z.object({ code: z.string().min(3) }), { code: 'ab' }), 'code must be at least 3 characters'],
    ['fieldMinItems', issue(z.object({ lines: z.array(z.string()).min(1) }), { lines: [] }), 'lines needs at least 1 item(s)'],
    ['fieldAtLeast', issue(z.object({ qty: z.number().min(1) }), { qty: 0 }), 'qty must be at least 1'],
    ['fieldMoreThan', issue(z.object({ qty: z.number().positive() }), { qty: 0 }), 'qty must be more than 0'],
    ['fieldOneOf', issue(z.object({ mode: z.enum(['a', 'b']) }), { mode: 'c' }), 'mode must be one of a, b'],
    ['bodyNotObject', issue(z.object({}), 'text'), 'Request body must be a JSON object'],
    ['reopenReasonRequired', issue(ReopenBody, { reason: '  ' }), 'A reason is required to reopen a complaint'],
    ['reopenReasonLong', issue(ReopenBody, { reason: 'x'.repeat(501) }), 'The reason may be at most 500 characters'],
  ];

  it.each(TEXTS)('%s: a key with its parameters, its English the template filled', (name, r, english_) => {
    expect(r).toEqual(expect.objectContaining({ key: `serverText.${name}` }));
    expect(english(r!.key, r!.params)).toBe(english_);
    for (const key of keysOf(r!)) expect(lookup(hi, key), key).toEqual(expect.any(String));
  });

  it('writes no English in the request schemas: a field\'s own text is a key of en.json', () => {
    // Every quoted text of a few words outside comments (the call table and the OpenAPI writer hold none).
    const messages = sources('src/schemas')
      .filter((file) => !/(calls|openapi)\.ts$/.test(file))
      .flatMap((file) => readFileSync(file, 'utf8').split('\n').filter((line) => !/^\s*(\/\/|\/?\*)/.test(line)))
      .flatMap((line) => [...line.matchAll(/'([A-Za-z][^']*? [^']{6,})'/g)].map((m) => m[1]));
    expect(messages).toEqual([]);
  });
});

describe('a server text in Hindi names statuses and priorities in Hindi', () => {
  const interpolate = (text: string, params: Record<string, unknown>) => text.replace(/%\{(\w+)\}/g, (_, name) => String(params[name]));
  // A translator over hi.json as the console's gives it: the key's text, else the `_` default.
  const translateHi = (key: string, options: Record<string, unknown> = {}) => {
    const text = lookup(hi, key);
    return typeof text === 'string' ? interpolate(text, options) : String(options._ ?? key);
  };

  it('words the codes a refusal and an SLA alert carry, and leaves other values and unknown codes as sent', () => {
    const move = errorText(Object.assign(new Error('Booking #7 cannot move from completed to scheduled'), {
      i18nKey: 'serverText.bookingCannotMove',
      i18nValues: { id: 7, from: 'completed', to: 'scheduled' },
    }), translateHi);
    expect(move).toContain('पूर्ण');
    expect(move).toContain('निर्धारित');
    expect(move).not.toMatch(/completed|scheduled/);
    expect(inWords(translateHi, 'serverText.complaintNotClosable', { id: 3, status: 'open' })).toEqual({ id: 3, status: 'खुला' });
    expect(inWords(translateHi, 'serverText.claimFinal', { status: 'settled' })).toEqual({ status: 'निपटाया गया' });
    expect(inWords(translateHi, 'serverText.unknownStatus', { status: 'bogus' })).toEqual({ status: 'bogus' });
    expect(inWords(translateHi, 'serverText.bookingIs', { id: 1, status: 'unheard_of' })).toEqual({ id: 1, status: 'unheard_of' });
    const alert = noticeText(translateHi, { title: 'x', message: 'x', messageKey: 'notificationText.message.complaintAtRisk', params: { id: 5, priority: 'high', due: '25 Nov' } }, 'message');
    expect(alert).toContain('उच्च');
    expect(alert).not.toContain('high');
  });

  it('words the texts inside a refusal in Hindi too: the list of a delete, the GSTIN problem of an issue', () => {
    const used = usedByRefusal(refusal('serverText.productUsedBy', { name: 'TV' }), [
      { count: 3, kind: 'complaint' },
      { count: 1, kind: 'registration' },
      { count: 2, kind: 'bom' },
    ])!;
    expect(refusalText(translateHi, used)).toBe('उत्पाद TV का उपयोग 3 शिकायतें, 1 पंजीकरण और 2 बीओएम कर रहे हैं');
    const issue = issueProblem({ name: 'W', address: '', stateCode: '29', gstin: '29ABC' })!;
    expect(refusalText(translateHi, issue)).toBe('गोदाम का GSTIN मान्य नहीं है: GSTIN 15 अक्षरों का होना चाहिए (इसमें 5 हैं)');
    // The same refusal as the server sends it (messageKey, messageParams with the nested texts).
    expect(errorText(Object.assign(new Error('x'), { i18nKey: used.key, i18nValues: used.params }), translateHi)).toBe(refusalText(translateHi, used));
  });
});
