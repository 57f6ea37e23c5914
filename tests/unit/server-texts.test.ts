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

  it('finds the key and parameters of the refusals worded in src/domain, so that they are not English only', () => {
    expect(keyOf(moveRefusal(7, 'open', 'close'))).toEqual({ key: 'serverText.complaintNotClosable', params: { id: '7', status: 'open' } });
    expect(keyOf(moveRefusal(7, 'closed', 'resolve'))?.key).toBe('serverText.complaintNotResolvable');
    expect(keyOf(new InsufficientStockError(2).message)).toEqual({ key: 'serverText.insufficientStock', params: { available: '2' } });
    expect(keyOf(shortageMessage('Mainboard MB-4K', 1, 2))).toEqual({ key: 'serverText.stockShortage', params: { name: 'Mainboard MB-4K', inStock: '1', needed: '2' } });
    expect(keyOf(invoiceMoveRefusal('paid', 'pay')!)?.key).toBe('serverText.invoiceAlreadyPaid');
    expect(keyOf(invoiceMoveRefusal('draft', 'pay')!)?.key).toBe('serverText.invoiceDraftNotPaid');
    expect(keyOf(claimMoveRefusal('open', 'settled')!)?.key).toBe('serverText.claimSubmitFirst');
    for (const text of [new NoActiveVendorError().message, REOPEN_REASON_REQUIRED, PRIORITY_REFUSAL, SEARCH_TOO_LONG, cannotSortBy('x')]) expect(keyOf(text), text).toBeTruthy();
    // A text no template words stays English only.
    expect(keyOf('Refresh token is required')).toBeUndefined();
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
