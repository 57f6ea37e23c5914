import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lookup } from '../../src/i18n/translate';
import en from '../../i18n/en.json';
import { tr, VALIDATION_TEXTS, type ValidationText } from './validation-texts';

// Every validation text of the spec (part 1 and part 2, section 5, plus the ones docs/architecture.md adds),
// produced by the rule that owns it: a pure rule of src/domain is called with a broken and a valid
// input; a rule written inside a screen is checked through en.json and its screen test, which
// renders it and asserts the text.

// Vitest runs from the project root (vitest.config.ts); under jsdom import.meta.url is not a file URL.
const screenTestText = (file: string) => readFileSync(resolve(process.cwd(), 'tests/ui', file), 'utf8');

/** The problems with one row (empty when the text is produced exactly). */
const problemsOf = (row: ValidationText): string[] => {
  const problems: string[] = [];
  if (lookup(en, row.key) === undefined) problems.push(`en.json has no key ${row.key}`);
  else if (tr(row.key, row.keyArgs) !== row.text) problems.push(`en.json ${row.key} reads '${tr(row.key, row.keyArgs)}'`);
  if (row.trigger.kind === 'domain') {
    const bad = row.trigger.bad();
    if (bad !== row.text) problems.push(`${row.trigger.via} gave '${bad}' for the broken input`);
    const good = row.trigger.good();
    if (good === row.text) problems.push(`${row.trigger.via} gave the text for a valid input too`);
  } else if (!screenTestText(row.trigger.testFile).includes(row.text)) {
    problems.push(`tests/ui/${row.trigger.testFile} does not assert it`);
  }
  return problems;
};

describe('validation texts: one table, every text produced', () => {
  it.each(VALIDATION_TEXTS.map((row) => [`${row.source}: '${row.text}' (${row.trigger.via})`, row] as const))('%s', (_name, row) => {
    expect(problemsOf(row)).toEqual([]);
  });

  it('covers every row of the table', () => {
    const covered = VALIDATION_TEXTS.filter((row) => problemsOf(row).length === 0).length;
    const total = VALIDATION_TEXTS.length;
    console.log(`validation texts covered: ${covered} of ${total}`);
    expect(covered).toBe(total);
  });

  it("holds each spec section 5 text of both parts", () => {
    // The spec's own list, so a row dropped from the table is noticed.
    const spec = [
      'Please enter valid credentials', 'Username is required', 'Username must be at least 3 characters', 'Email is required',
      'Please enter a valid email', 'Password is required', 'Password must be at least 8 characters', 'Please confirm your password',
      'Passwords do not match', 'You must agree to the terms and conditions', 'Your password must have at least 8 characters',
      'Please fill all required fields', 'Please fill all fields', 'Email and temporary password are required', 'Category name is required',
      'Product name is required', 'Category is required', 'Product category is required for inventory classification',
      'TV models should have minimum 12 months warranty', 'SKU should contain only uppercase letters, numbers, and hyphens',
      'Product price cannot be negative', 'Product is required', 'Movement type is required', 'Valid quantity is required',
      'Product ID is required for inventory tracking', 'Movement type must be IN or OUT', 'Quantity must be greater than 0',
      'Large quantity movements (>100) require a reason', 'Outgoing movements require reference for tracking',
      'Parent product ID is required for BOM', 'BOM version is required', 'Version should follow format: v1.0, v1.1, v2.0, etc.',
      'Total cost cannot be negative', 'Effective date for active BOMs should not be in the past', 'TV Product is required',
      'Version is required', 'New version is required', 'Please provide pincodes and coverage type', 'Please enter a serial number',
    ];
    const texts = new Set(VALIDATION_TEXTS.map((r) => r.text));
    expect(spec.filter((t) => !texts.has(t))).toEqual([]);
    // 'Please fill all required fields' stands for four forms (spare request, vendor, area, registration).
    expect(VALIDATION_TEXTS.filter((r) => r.text === 'Please fill all required fields').map((r) => r.source)).toEqual([
      'part 1 §5 spare request create',
      'part 1 §5 vendor create',
      'part 2 §5 area create',
      'part 2 §5 warranty registration',
    ]);
  });
});
