// The code explains itself from the repository (issue 29): comments cite docs/architecture.md or the
// README by a heading, in one form (the document, a comma, the heading in double quotes), and neither
// they nor the README and docs/ cite the design notes kept outside the repository, which a clone does
// not have.
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const THIS_FILE = relative(ROOT, __filename).split('\\').join('/');

/** The folders of code, tests and tools, and the root's config files. */
const FOLDERS = ['src', 'server', 'mocks', 'tests', 'scripts', 'bench', '.ci'];
const ROOT_FILE = /^(\.[\w-]+\.(c|m)?js|[\w.-]+\.(ts|mts|cts|js|mjs|cjs|json|html))$/;
/** Generated or installed, never written by hand. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.out', '.vite', 'coverage', 'test-results', 'playwright-report']);
const TEXT_EXTENSIONS = new Set(['', '.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs', '.mts', '.cts', '.json', '.html', '.css', '.sh']);

const filesUnder = (folder: string): string[] =>
  readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : filesUnder(path);
    return entry.isFile() && TEXT_EXTENSIONS.has(extname(entry.name)) ? [path] : [];
  });

const rootFiles = readdirSync(ROOT, { withFileTypes: true })
  .filter((entry) => entry.isFile() && ROOT_FILE.test(entry.name) && entry.name !== 'package-lock.json')
  .map((entry) => entry.name);

/** Every file checked, as a path from the repository's root, with its text; this file (which names the word) aside. */
const SOURCES = [...FOLDERS.flatMap(filesUnder), ...rootFiles]
  .filter((path) => path !== THIS_FILE)
  .map((path) => ({ path, text: readFileSync(join(ROOT, path), 'utf8') }));

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** The headings of a Markdown file, without their #s (a shell comment in a fenced block is none). */
const headingsOf = (file: string): Set<string> => {
  const headings = new Set<string>();
  let fenced = false;
  for (const line of readFileSync(join(ROOT, file), 'utf8').split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = fenced ? undefined : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line)?.[1];
    if (heading) headings.add(heading);
  }
  return headings;
};

/** The documents cited by heading, by the name a citation gives them. */
const DOCUMENTS: Record<string, string> = { 'docs/architecture.md': 'docs/architecture.md', README: 'README.md' };
/** `<document>, "<heading>"`; a heading broken over two comment lines is read as one. */
const CITATION = /\b(docs\/architecture\.md|README),((?:\s|\*|\/\/)*)"([^"]{1,100})"/g;
/** Any other way of naming a section of docs/architecture.md: `("X")`, a backquoted name, a colon, `§`. */
const OTHER_FORM = /docs\/architecture\.md(?:`\s*,?\s*"|\s*\(\s*"|\s*:\s*"|\s+"|\s*§)/g;

describe('citations in the code', () => {
  it('checks the files it should (the walk found the code, the tests and the root config)', () => {
    const paths = SOURCES.map((s) => s.path);
    for (const expected of ['src/screens.ts', 'server/app.ts', 'mocks/db.ts', 'tests/unit/validation-texts.ts', 'scripts/server.mjs', 'bench/run.mjs', '.ci/run', '.dependency-cruiser.mjs', 'vite.config.ts'])
      expect(paths).toContain(expected);
  });

  it('never cite the design notes outside the repository (nor do the README and docs/)', () => {
    const documents = ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];
    const checked = [...SOURCES, ...documents.map((path) => ({ path, text: readFileSync(join(ROOT, path), 'utf8') }))];
    const found = checked.flatMap(({ path, text }) => [...text.matchAll(/\bDESIGN\b/g)].map((m) => `${path}:${lineOf(text, m.index ?? 0)}`));
    expect(found, 'cite docs/architecture.md, docs/performance.md or the README instead').toEqual([]);
  });

  it('name only headings that docs/architecture.md and the README have', () => {
    const headings = Object.fromEntries(Object.entries(DOCUMENTS).map(([name, file]) => [name, headingsOf(file)]));
    const unknown = SOURCES.flatMap(({ path, text }) =>
      [...text.matchAll(CITATION)]
        .map((m) => ({ document: m[1], heading: m[3].replace(/\s*\n\s*(?:\*|\/\/)?\s*/g, ' '), at: `${path}:${lineOf(text, m.index ?? 0)}` }))
        .filter(({ document, heading }) => !headings[document].has(heading))
        .map(({ document, heading, at }) => `${at}: ${document}, "${heading}"`),
    );
    expect(unknown).toEqual([]);
  });

  it('cite a section of docs/architecture.md in one form: docs/architecture.md, "Heading"', () => {
    const other = SOURCES.flatMap(({ path, text }) => [...text.matchAll(OTHER_FORM)].map((m) => `${path}:${lineOf(text, m.index ?? 0)}: ${m[0]}`));
    expect(other).toEqual([]);
  });
});
