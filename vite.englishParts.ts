// i18n/en.json in parts, as explicit virtual modules (`virtual:english/<part>`), in the build, the dev
// server and the tests alike (vite.config.ts and vitest.config.ts both use this plugin). One JSON
// module shared by the public pages and the console would ship whole in the sign-in page's entry
// chunk (about 21 KB gzipped); each part holds only what its pages translate (src/i18n/messageParts.js
// says which). Translators still edit one file per language.
import type { Plugin } from 'vite';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CONSOLE_PARTS, PUBLIC_PARTS, SIGN_IN_PARTS, consoleRestParts, pickMessages } from './src/i18n/messageParts.js';
import type { Messages } from './src/i18n/translate';

const PREFIX = 'virtual:english/';

/** Each part: the parts of en.json it holds. */
const PARTS: Record<string, (all: Messages) => readonly string[]> = {
  // The sign-in and forgot-password pages (the entry chunk).
  'sign-in': () => SIGN_IN_PARTS,
  // The other public pages (a lazy chunk).
  public: () => PUBLIC_PARTS,
  // The console's layout and dashboard (its first chunk).
  console: () => CONSOLE_PARTS,
  // The rest of the console's English (a lazy chunk, fetched with the first other screen).
  'console-rest': consoleRestParts,
};

export const englishParts = (): Plugin => ({
  name: 'english-parts',
  resolveId: (id) => (id.startsWith(PREFIX) && Object.hasOwn(PARTS, id.slice(PREFIX.length)) ? `\0${id}` : null),
  load(id) {
    if (!id.startsWith(`\0${PREFIX}`)) return null;
    const file = resolve(process.cwd(), 'i18n/en.json');
    this.addWatchFile(file);
    const all = JSON.parse(readFileSync(file, 'utf8')) as Messages;
    const messages = pickMessages(all, PARTS[id.slice(PREFIX.length + 1)](all));
    // JSON.parse of a string literal: parsed faster than the same object as JavaScript.
    return `export default JSON.parse(${JSON.stringify(JSON.stringify(messages))});`;
  },
});
