#!/usr/bin/env node
// Deep-merges the keys of a JSON fragment into i18n/<locale>.json in one read-modify-write, so
// several people adding strings at once do not overwrite each other.
// Usage: node scripts/i18n-add.mjs en fragment.en.json   (or:  ... en - < fragment.json)
import { readFileSync, writeFileSync } from 'node:fs';
const [locale, file] = process.argv.slice(2);
if (!locale || !file) {
  console.error('usage: node scripts/i18n-add.mjs <en|hi|ra.hi> <fragment.json|->');
  process.exit(2);
}
const fragment = JSON.parse(readFileSync(file === '-' ? 0 : file, 'utf8'));
const target = new URL(`../i18n/${locale}.json`, import.meta.url);
const merge = (a, b) => {
  for (const [k, v] of Object.entries(b)) {
    if (v && typeof v === 'object' && !Array.isArray(v) && a[k] && typeof a[k] === 'object') merge(a[k], v);
    else a[k] = v;
  }
  return a;
};
const current = JSON.parse(readFileSync(target, 'utf8'));
writeFileSync(target, JSON.stringify(merge(current, fragment), null, 2) + '\n');
console.log(`merged ${file} into i18n/${locale}.json`);
