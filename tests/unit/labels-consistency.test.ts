import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import hi from '../../i18n/hi.json';
import { SCREENS } from '../../src/screens';
import { screenLoader } from '../../src/console/screenFolders';
import { COMMISSION_REPORT_STATUSES } from '../../src/domain/commissionReport';
import { INVOICE_STATUSES } from '../../src/domain/invoice';
import { SLA_STATUSES } from '../../src/domain/sla';
import { WARRANTY_CLAIM_STATUSES } from '../../src/domain/warrantyClaims';
import { APPROVAL_STATUSES } from '../../src/resources/approvals/types';
import { BOM_STATUSES } from '../../src/resources/boms/types';
import { TENANT_STATUSES } from '../../src/resources/tenants/types';
import { humanize, splitAuditAction } from '../../src/ui/humanize';

// Issue 16 scope 5, one way of doing things: a screen reads the same in the menu, the breadcrumb
// and the app bar, and no raw enum value (in_progress, parts-request) reaches the screen.

type Messages = { [key: string]: string | Messages };
const LOCALES = { en: en as Messages, hi: hi as Messages };
const text = (messages: Messages, key: string): string | undefined => {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
};

const CONSOLE = resolve(__dirname, '../../src/console');
const read = (path: string) => readFileSync(path, 'utf8');
const sourceFile = (base: string) => ['.tsx', '.ts', '/index.ts', '/index.tsx'].map((ext) => base + ext).find(existsSync);
const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : /\.tsx?$/.test(name) ? [path] : [];
  });

const ROOT = resolve(__dirname, '../..');
/**
 * Where each screen's views live: its `load: () => import('…')` in screens.ts ('../resources/x' as
 * written, '/src/resources/x/index.ts' once vite has resolved it); a folder's index is its folder.
 */
const modulePath = (load: () => unknown) => {
  const spec = /['"]((?:\.\.?)?\/[^'"]+)['"]/.exec(String(load))?.[1];
  if (!spec) throw new Error(`no import path in ${String(load)}`);
  const path = spec.startsWith('/') ? join(ROOT, spec) : resolve(CONSOLE, spec);
  return path.replace(/\/index\.tsx?$/, '').replace(/\.tsx?$/, '');
};

/** A module that is one file (users/register.ts): it and the files it imports from its folder. */
const fileModule = (file: string) => [
  file,
  ...[...read(file).matchAll(/from '(\.\/[^']+)'/g)].map((m) => sourceFile(resolve(dirname(file), m[1]))).filter((f): f is string => !!f),
];
const FILE_MODULE_FILES = new Set(SCREENS.flatMap((s) => (statSync(modulePath(screenLoader(s)), { throwIfNoEntry: false })?.isDirectory() ? [] : fileModule(sourceFile(modulePath(screenLoader(s)))!))));
const screenFiles = (load: () => unknown) => {
  const path = modulePath(load);
  if (statSync(path, { throwIfNoEntry: false })?.isDirectory()) return filesUnder(path).filter((f) => !FILE_MODULE_FILES.has(f));
  return fileModule(sourceFile(path)!);
};

/** The app-bar title keys a screen's pages set: ScreenPage's title, or react-admin's <Title>. */
const pageTitleKeys = (load: () => unknown) =>
  new Set(
    screenFiles(load).flatMap((file) => {
      const source = read(file);
      // ScreenPage's title, react-admin's <Title>, or ListScreen's `<texts>.title` (src/ui/ListScreen.tsx).
      return [
        ...[...source.matchAll(/<ScreenPage title="([^"]+)"/g), ...source.matchAll(/<Title title=\{translate\('([^']+)'\)\}/g)].map((m) => m[1]),
        ...[...source.matchAll(/<ListScreen\s[^>]*?texts="([^"]+)"/g)].map((m) => `${m[1]}.title`),
      ];
    }),
  );

/** Screens whose page title the spec itself words differently from its menu entry. */
const SPEC_PAGE_TITLES: Record<string, { key: string; spec: string }> = {
  'users/register': { key: 'users.invite.title', spec: 'Invite user' },
  'catalog/boms': { key: 'boms.title', spec: 'BOM management (TV Assembly)' },
  'inventory/low-stock': { key: 'lowStock.title', spec: 'Low stock alert for TV parts' },
};

describe('a screen reads the same in the menu, the breadcrumb and the app bar', () => {
  it('the menu and the breadcrumb both read the screen’s titleKey', () => {
    expect(read(join(CONSOLE, 'layout/Menu.tsx'))).toContain('primaryText={screen.titleKey}');
    expect(read(join(CONSOLE, 'layout/Breadcrumb.tsx'))).toMatch(/pageTitle = screen \? translate\(screen\.titleKey\)/);
  });

  it.each(SCREENS.filter((s) => s.name !== 'dashboard').map((s) => [s.name, s] as const))('%s: its page title is its menu label', (name, screen) => {
    const keys = pageTitleKeys(screenLoader(screen));
    expect(keys.size, `${name} sets no page title`).toBeGreaterThan(0);
    for (const key of keys) {
      const exception = SPEC_PAGE_TITLES[name];
      if (exception?.key === key) {
        expect(text(LOCALES.en, key)?.toLowerCase()).toBe(exception.spec.toLowerCase().replace(' for tv parts', ' - tv parts'));
        continue;
      }
      for (const [locale, messages] of Object.entries(LOCALES)) {
        expect(text(messages, key), `${name}: ${key} (${locale})`).toBe(text(messages, screen.titleKey));
      }
    }
  });

  it('the dashboard’s heading is its menu label', () => {
    for (const messages of Object.values(LOCALES)) expect(text(messages, 'dashboard.title')).toBe(text(messages, 'menu.dashboard'));
  });
});

describe('enum values reach the screen in words', () => {
  const ENUMS: Array<[string, readonly string[]]> = [
    ['complaints.status', ['open', 'assigned', 'in_progress', 'resolved', 'closed']],
    ['complaints.partsApproval', ['pending', 'approved', 'rejected']],
    ['complaints.sla', SLA_STATUSES],
    ['bookings.status', ['scheduled', 'in_progress', 'completed', 'cancelled']],
    ['spareRequests.status', ['pending', 'approved', 'rejected', 'delivered']],
    ['registrations.status', ['active', 'expiring_soon', 'expired']],
    ['invoices.status', INVOICE_STATUSES],
    ['commissionReports.status', COMMISSION_REPORT_STATUSES],
    ['warrantyClaims.status', WARRANTY_CLAIM_STATUSES],
    ['approvals.status', APPROVAL_STATUSES],
    ['boms.status', BOM_STATUSES],
    ['tenants.status', TENANT_STATUSES],
    ['lowStock.status', ['OUT_OF_STOCK', 'CRITICAL', 'LOW_STOCK', 'OK']],
  ];

  it.each(ENUMS)('%s has a text for every value in English and Hindi', (prefix, values) => {
    for (const [locale, messages] of Object.entries(LOCALES)) {
      for (const value of values) expect(text(messages, `${prefix}.${value}`), `${prefix}.${value} (${locale})`).toBeTruthy();
    }
  });

  it('every audit entity type and action the demo backend writes has a text', () => {
    const handlers = resolve(__dirname, '../../mocks/handlers');
    const calls = filesUnder(handlers).flatMap((f) => [...read(f).matchAll(/audit\(\w+, '([a-z_]+)', [^,]+, '([a-z-]+)'/g)]);
    expect(calls.length).toBeGreaterThan(20);
    for (const [, entityType, action] of calls) {
      for (const [locale, messages] of Object.entries(LOCALES)) {
        expect(text(messages, `audit.entityTypes.${entityType}`), `${entityType} (${locale})`).toBeTruthy();
        expect(text(messages, `audit.actions.${action}`), `${action} (${locale})`).toBeTruthy();
      }
    }
  });

  it('a value with no text yet is humanised, never shown raw; free text is kept', () => {
    expect(humanize('in_progress')).toBe('In progress');
    expect(humanize('parts-request')).toBe('Parts request');
    expect(humanize('OUT_OF_STOCK')).toBe('Out of stock');
    expect(humanize('issue: INV-001')).toBe('issue: INV-001');
    expect(humanize(null)).toBe('');
    expect(splitAuditAction('reopen: customer called back')).toEqual(['reopen', 'customer called back']);
    expect(splitAuditAction('status-completed')).toEqual(['status-completed', null]);
  });
});
