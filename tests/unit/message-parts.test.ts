import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import { CONSOLE_PARTS, SERVER_PARTS, consoleRestParts, pickMessages } from '../../src/i18n/messageParts.js';

const flatKeys = (messages: object, prefix = ''): string[] =>
  Object.entries(messages).flatMap(([key, value]) =>
    value && typeof value === 'object' ? flatKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });

describe("the console's English in two chunks (build copies of i18n/en.json)", () => {
  const core = new Set(flatKeys(pickMessages(en, CONSOLE_PARTS)));
  const rest = new Set(flatKeys(pickMessages(en, consoleRestParts(en))));

  it('together hold every English text but the notifications the server words itself', () => {
    const server = (key: string) => SERVER_PARTS.some((part) => key.startsWith(`${part}.`));
    const missing = flatKeys(en).filter((key) => !core.has(key) && !rest.has(key) && !server(key));
    expect(missing).toEqual([]);
    // Those are out of both: an English console shows the server's own English (src/ui/errorText.ts).
    expect([...core, ...rest].filter(server)).toEqual([]);
    expect(flatKeys(en).filter(server).length).toBeGreaterThan(20);
    // The refusals are in the rest: the screens word the rules they check by the same keys (issue 29).
    expect([...rest].filter((key) => key.startsWith('serverText.')).length).toBeGreaterThan(200);
  });

  it('leave the areas out of the first chunk', () => {
    expect([...core].some((key) => key.startsWith('bookings.'))).toBe(false);
    expect([...rest].some((key) => key.startsWith('bookings.'))).toBe(true);
  });

  it('give the layout and the dashboard every key they name', () => {
    // The layout and the dashboard render before the rest arrives: a key they name outside
    // CONSOLE_PARTS would show as its raw name in the build.
    const dirs = ['src/console', 'src/dashboard', 'src/ui'];
    const named = dirs
      .flatMap(sourceFiles)
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/(?:translate|notify)\(\s*['`]([a-zA-Z]+\.[a-zA-Z.]+)/g)].map((m) => m[1]))
      .filter((key) => !key.startsWith('ra.'))
      .map((key) => key.replace(/\.$/, ''));
    const inCore = (key: string) => [...core].some((k) => k === key || k.startsWith(`${key}.`));
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((key) => !inCore(key))).toEqual([]);
  });
});
