import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import hi from '../../i18n/hi.json';
import { english, keyOf, template } from '../../mocks/handlers/serverTexts';
import { moveRefusal, NoActiveVendorError, REOPEN_REASON_REQUIRED } from '../../src/domain/complaints';
import { InsufficientStockError } from '../../src/domain/catalog';
import { invoiceMoveRefusal } from '../../src/domain/invoice';
import { shortageMessage } from '../../src/domain/jobCompletion';
import { claimMoveRefusal } from '../../src/domain/warrantyClaims';
import { cannotSortBy } from '../../src/domain/listSort';
import { PRIORITY_REFUSAL } from '../../src/domain/sla';
import { SEARCH_TOO_LONG } from '../../src/domain/search';
import { errorText, inWords, noticeText } from '../../src/ui/errorText';
import { z } from 'zod';
import { gstinCheckChar, gstinProblem, gstRateProblem } from '../../src/domain/gst';
import { taxIdentityIssue, taxIdentityProblem } from '../../src/domain/taxIdentity';
import { BOM_MESSAGES, validateBom, validateMovement, validateProduct } from '../../src/domain/catalog';
import { validateCompletion } from '../../src/domain/jobCompletion';
import { issueProblem } from '../../src/domain/taxInvoice';
import { extensionProblem } from '../../src/domain/warranty';
import { validateTiers } from '../../src/domain/commission';
import { usedByMessage } from '../../src/domain/dependants';
import { parseWith, text } from '../../src/schemas/primitives';
import { ReopenBody } from '../../src/schemas/service';

const lookup = (messages: object, key: string): unknown => key.split('.').reduce<any>((cur, part) => cur?.[part], messages);

const sources = (dir: string): string[] => readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts')).map((f) => join(dir, f));

describe("the demo backend's texts (i18n/en.json serverText.* and notificationText.*)", () => {
  it('names only keys that exist in en.json and hi.json', () => {
    const named = sources('mocks').flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/['`]((?:serverText|notificationText)\.[\w.]+?)['`]/g)].map((m) => m[1]),
    );
    // The SLA alerts and the seed build theirs from a name: their templates are the title.<name>/message.<name> pairs.
    expect(named.length).toBeGreaterThan(100);
    expect(named.filter((key) => lookup(en, key) === undefined || lookup(hi, key) === undefined)).toEqual([]);
    for (const name of ['complaintAtRisk', 'complaintBreached', 'seedAutoAssigned', 'seedInvoiceOverdue'])
      expect(template(`notificationText.message.${name}`)).toBeTruthy();
  });

  it("formats the English from the template and refuses an unknown key (a handler's typo)", () => {
    expect(english('serverText.bookingCannotMove', { id: 7, from: 'completed', to: 'scheduled' })).toBe('Booking #7 cannot move from completed to scheduled');
    expect(english('notificationText.message.complaintAssignedAt', { id: 3, vendor: 'Ravi', rate: 12.5 })).toBe('Complaint #3 was assigned to Ravi at 12.5%');
    expect(() => english('serverText.noSuchText')).toThrow(/Unknown server text/);
  });

  it('words a stock shortage from its key: the English of the refusal as before, and in Hindi', () => {
    const refusal = shortageMessage('Mainboard MB-4K', 1, 2);
    expect(refusal).toEqual({ key: 'serverText.stockShortage', params: { name: 'Mainboard MB-4K', inStock: '1', needed: '2' } });
    expect(english(refusal.key, refusal.params)).toBe('Not enough stock of Mainboard MB-4K: 1 in stock, 2 needed');
    // The English still finds the same key and parameters (a response carries both).
    expect(keyOf(english(refusal.key, refusal.params))).toEqual(refusal);
    expect(lookup(hi, refusal.key)).toEqual(expect.any(String));
  });

  it('finds the key and parameters of the refusals worded in src/domain, so that they are not English only', () => {
    expect(keyOf(moveRefusal(7, 'open', 'close'))).toEqual({ key: 'serverText.complaintNotClosable', params: { id: '7', status: 'open' } });
    expect(keyOf(moveRefusal(7, 'closed', 'resolve'))?.key).toBe('serverText.complaintNotResolvable');
    expect(keyOf(new InsufficientStockError(2).message)).toEqual({ key: 'serverText.insufficientStock', params: { available: '2' } });
    expect(keyOf(invoiceMoveRefusal('paid', 'pay')!)?.key).toBe('serverText.invoiceAlreadyPaid');
    expect(keyOf(invoiceMoveRefusal('draft', 'pay')!)?.key).toBe('serverText.invoiceDraftNotPaid');
    expect(keyOf(claimMoveRefusal('open', 'settled')!)?.key).toBe('serverText.claimSubmitFirst');
    for (const text of [new NoActiveVendorError().message, REOPEN_REASON_REQUIRED, PRIORITY_REFUSAL, SEARCH_TOO_LONG, cannotSortBy('x')]) expect(keyOf(text), text).toBeTruthy();
    // A text no template words stays English only: the "used by" list of a delete (src/domain/dependants.ts).
    expect(keyOf(usedByMessage('Product TV', [{ count: 3, name: ['complaint', 'complaints'] }])!)).toBeUndefined();
  });
});

describe('the rest of the refusals worded in src/domain and src/schemas (issue 17 scope 7)', () => {
  const gstin = (first14: string) => first14 + gstinCheckChar(first14);
  const KA = gstin('29ABCDE1234F1Z');
  const wrongCheck = KA.slice(0, 14) + (KA[14] === 'A' ? 'B' : 'A');
  const issue = (schema: z.ZodType, body: unknown) => {
    const r = parseWith(schema, body);
    return r.ok ? null : r.message;
  };
  // Each text as the rule produces it, and the key it must find.
  const TEXTS: [string, string | null | undefined][] = [
    // tax identity of warehouses and customers (admin.ts, people.ts taxProblem; the schemas' taxGstin)
    ['unknownState', taxIdentityProblem({ stateCode: 'Atlantis' })],
    ['gstinRequired', taxIdentityIssue({ stateCode: '29' }, { gstinRequired: true })?.text],
    ['gstinElsewhere', taxIdentityProblem({ stateCode: '27', gstin: KA })],
    ['gstinLength', gstinProblem('29ABC')],
    ['gstinStateDigits', gstinProblem('2XABCDE1234F1Z5')],
    ['gstinPan', gstinProblem('29ABCD11234F1Z5')],
    ['gstinEntity', gstinProblem('29ABCDE1234F0Z5')],
    ['gstinChar14', gstinProblem('29ABCDE1234F1X5')],
    ['gstinCheckKind', gstinProblem('29ABCDE1234F1Z-')],
    ['gstinStateUnknown', gstinProblem(gstin('99ABCDE1234F1Z'))],
    ['gstinCheckWrong', gstinProblem(wrongCheck)],
    // HSN/SAC and GST rate (catalog.ts, finance.ts)
    ['hsnDigitsOf', gstRateProblem('12')],
    ['hsnDigitsOf', gstRateProblem('')],
    ['noGstRateFor', gstRateProblem('99999999')],
    ['gstRatePercent', validateProduct({ name: 'Remote', categoryId: 1, gstRate: 140 })],
    // products, movements, BOMs (catalog.ts, boms.ts)
    ['productNameRequired', validateProduct({ name: ' ' })],
    ['productCategoryRequired', validateProduct({ name: 'Remote' })],
    ['tvWarranty', validateProduct({ name: 'Vistara 43" TV', categoryId: 1, warrantyMonths: 6 })],
    ['skuFormat', validateProduct({ name: 'Remote', categoryId: 1, sku: 'ab c' })],
    ['productPriceNegative', validateProduct({ name: 'Remote', categoryId: 1, price: -1 })],
    ['extendedPriceNegative', validateProduct({ name: 'Remote', categoryId: 1, extendedWarrantyPrice: -1 })],
    ['movementProductRequired', validateMovement({})],
    ['movementType', validateMovement({ productId: 1, type: 'UP' })],
    ['quantityAboveZero', validateMovement({ productId: 1, type: 'IN', qty: 0 })],
    ['largeMovementReason', validateMovement({ productId: 1, type: 'IN', qty: 101 })],
    ['outMovementRef', validateMovement({ productId: 1, type: 'OUT', qty: 2 })],
    ['bomProductRequired', validateBom({})],
    ['bomVersionRequired', validateBom({ parentProductId: 1 })],
    ['bomVersionFormat', validateBom({ parentProductId: 1, version: '1' })],
    ['bomCostNegative', validateBom({ parentProductId: 1, version: 'v1.0', totalCost: -1 })],
    ['bomPastEffective', validateBom({ parentProductId: 1, version: 'v1.0', status: 'active', effectiveDate: '2001-01-01' })],
    ['bomDeleteActive', BOM_MESSAGES.deleteActive],
    // job completion (bookingCompletion.ts)
    ['workNotesRequired', validateCompletion({}).problem],
    ['workNotesLong', validateCompletion({ workNotes: 'x'.repeat(2001) }).problem],
    ['actualCostNumber', validateCompletion({ workNotes: 'Done', actualCost: -1 }).problem],
    ['partsUsedList', validateCompletion({ workNotes: 'Done', actualCost: 0, partsUsed: 'board' }).problem],
    ['tooManyParts', validateCompletion({ workNotes: 'Done', actualCost: 0, partsUsed: Array.from({ length: 21 }, () => ({ productId: 1, quantity: 1 })) }).problem],
    ['partNeedsProduct', validateCompletion({ workNotes: 'Done', actualCost: 0, partsUsed: [{ productId: 'x', quantity: 1 }] }).problem],
    ['quantityWhole', validateCompletion({ workNotes: 'Done', actualCost: 0, partsUsed: [{ productId: 1, quantity: 0.5 }] }).problem],
    // issuing a tax invoice (invoiceLife.ts), extending a warranty (warranties.ts), tiers (finance.ts)
    ['issueNeedsGstin', issueProblem(undefined)],
    ['issueGstinInvalid', issueProblem({ name: 'W', address: '', stateCode: '29', gstin: '29ABC' })],
    ['freeExtensionReason', extensionProblem(0, ' ')],
    ['tierNeeded', validateTiers([])],
    ['tierMinimum', validateTiers([{ minValue: -1, maxValue: null, rate: 5 }])],
    ['tierRate', validateTiers([{ minValue: 0, maxValue: null, rate: -5 }])],
    ['tierMaximum', validateTiers([{ minValue: 10, maxValue: 5, rate: 5 }])],
    ['tierLastOpen', validateTiers([{ minValue: 0, maxValue: null, rate: 5 }, { minValue: 10, maxValue: null, rate: 6 }])],
    ['tierOverlaps', validateTiers([{ minValue: 0, maxValue: 100, rate: 5 }, { minValue: 50, maxValue: null, rate: 6 }])],
    ['tierGap', validateTiers([{ minValue: 0, maxValue: 100, rate: 5 }, { minValue: 150, maxValue: null, rate: 6 }])],
    // the schemas' own texts for a field with no message of its own (src/schemas/primitives.ts)
    ['fieldRequired', issue(z.object({ customerId: z.number() }), {})],
    ['fieldMustBeList', issue(z.object({ lines: z.array(z.string()) }), { lines: 3 })],
    ['fieldMustBeA', issue(z.object({ isActive: z.boolean() }), { isActive: 'yes' })],
    ['fieldMaxChars', issue(z.object({ notes: text(5) }), { notes: 'far too long' })],
    ['fieldMaxItems', issue(z.object({ tags: z.array(z.string()).max(1) }), { tags: ['a', 'b'] })],
    ['fieldAtMost', issue(z.object({ qty: z.number().max(10) }), { qty: 11 })],
    ['fieldMinChars', issue(z.object({ code: z.string().min(3) }), { code: 'ab' })],
    ['fieldMinItems', issue(z.object({ lines: z.array(z.string()).min(1) }), { lines: [] })],
    ['fieldAtLeast', issue(z.object({ qty: z.number().min(1) }), { qty: 0 })],
    ['fieldMoreThan', issue(z.object({ qty: z.number().positive() }), { qty: 0 })],
    ['fieldOneOf', issue(z.object({ mode: z.enum(['a', 'b']) }), { mode: 'c' })],
    ['bodyNotObject', issue(z.object({}), 'text')],
    ['reopenReasonLong', issue(ReopenBody, { reason: 'x'.repeat(501) })],
  ];

  it.each(TEXTS)('%s: finds the key of the English and gives back the same English', (name, message) => {
    expect(message).toEqual(expect.any(String));
    const found = keyOf(message!);
    expect(found?.key).toBe(`serverText.${name}`);
    expect(english(found!.key, found!.params)).toBe(message);
    expect(lookup(hi, found!.key)).toEqual(expect.any(String));
  });

  it("finds a key for every message written in the request schemas, the spec's validation texts", () => {
    // Every quoted text of a few words outside comments (the call table and the OpenAPI writer hold none).
    const messages = sources('src/schemas')
      .filter((file) => !/(calls|openapi)\.ts$/.test(file))
      .flatMap((file) => readFileSync(file, 'utf8').split('\n').filter((line) => !/^\s*(\/\/|\/?\*)/.test(line)))
      .flatMap((line) => [...line.matchAll(/'([A-Za-z][^']*? [^']{6,})'/g)].map((m) => m[1]));
    expect(messages.length).toBeGreaterThan(40);
    expect(messages.filter((m) => !keyOf(m))).toEqual([]);
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
});
