// Issue 17, Devanagari on any machine: this machine has no Devanagari system font, so Hindi shows only
// through the Noto Sans Devanagari web font (src/i18n/scriptFonts.ts). It comes with Hindi, on the
// public pages and in the console, from this origin under the build's policy (the fixture fails on a
// CSP violation); English fetches no font file until the language menu is opened (the names of the
// languages are drawn in their own scripts). Saves the Hindi screenshots for the README.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { exploreDemo, root } from './helpers';

const FONT_FILE = /\.(woff2?|ttf|otf)(\?|$)|devanagariFont/;

/** Font files and the font's CSS the page asked for; the woff2 files answered 200. */
const fontRequests = (page: Page) => {
  const requested: string[] = [];
  const received: string[] = [];
  page.on('request', (r) => {
    if (FONT_FILE.test(r.url())) requested.push(r.url());
  });
  page.on('response', (r) => {
    if (/\.woff2(\?|$)/.test(r.url()) && r.status() === 200) received.push(r.url());
  });
  return { requested, received };
};

/** After the fonts have settled: is Noto Sans Devanagari a loaded web font that renders `text`? */
const devanagariRendered = (page: Page, text: string) =>
  page.evaluate(async (sample) => {
    await document.fonts.ready;
    const faces = [...document.fonts].filter((f) => f.family.replace(/["']/g, '') === 'Noto Sans Devanagari');
    return {
      loaded: faces.some((f) => f.status === 'loaded'),
      // check() is also true when no face matches at all: hence `loaded` above.
      check: document.fonts.check('16px "Noto Sans Devanagari"', sample),
    };
  }, text);

const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await expect(page.locator('.app-loader')).toHaveCount(0).catch(() => undefined);
};

test('English fetches no font file, and the font CSS is only in a lazy chunk of the build', async ({ page }) => {
  const fonts = fontRequests(page);
  await page.goto('/sign-in', { waitUntil: 'networkidle' });
  await exploreDemo(page);
  await expect(page.getByText('Complaints by status').first()).toBeVisible();
  await settle(page);
  expect(fonts.requested).toEqual([]);
  expect(await page.evaluate(() => [...document.fonts].filter((f) => /Devanagari/.test(f.family)).length)).toBe(0);

  // The build: the font's CSS and files are assets of their own, linked from no page (index.html and the
  // CSS every page gets), fetched only by the lazy import in src/i18n/scriptFonts.ts.
  const manifest: Record<string, { file: string; imports?: string[]; css?: string[] }> = JSON.parse(
    readFileSync(join(root, 'dist/.vite/manifest.json'), 'utf8'),
  );
  expect(manifest['src/i18n/devanagariFont.css']?.file, 'devanagariFont.css in the manifest').toMatch(/^assets\/devanagariFont-.*\.css$/);
  const staticCss = new Set<string>();
  const visit = (key: string) => {
    manifest[key]?.css?.forEach((c) => staticCss.add(c));
    manifest[key]?.imports?.forEach(visit);
  };
  visit('index.html');
  expect([...staticCss].filter((c) => /devanagari/i.test(c))).toEqual([]);
  expect(readFileSync(join(root, 'dist/index.html'), 'utf8')).not.toMatch(/devanagari/i);
});

test('Hindi on the public sign-in page renders Devanagari with the web font', async ({ page }) => {
  const fonts = fontRequests(page);
  await page.goto('/sign-in', { waitUntil: 'networkidle' });
  expect(fonts.requested).toEqual([]);
  // The public pages' picker is a native select.
  await page.getByLabel('Language').first().selectOption('hi');
  await expect(page.getByRole('button', { name: 'साइन इन' }).first()).toBeVisible();
  await expect.poll(() => fonts.received.length).toBeGreaterThan(0);
  expect(fonts.received.every((url) => url.startsWith('http://127.0.0.1') && url.includes('devanagari'))).toBe(true);
  expect(await devanagariRendered(page, 'साइन इन')).toEqual({ loaded: true, check: true });
  await settle(page);
  await page.screenshot({ path: join(root, 'docs', 'screenshots', 'signin-hi.png') });
});

test('Hindi in the console renders Devanagari with the web font', async ({ page }) => {
  const fonts = fontRequests(page);
  await exploreDemo(page);
  await expect(page.getByText('Complaints by status').first()).toBeVisible();
  expect(fonts.requested).toEqual([]);
  // Opening the picker brings the font first: the names in the menu are drawn in their own script.
  await page.getByLabel('Language').first().click();
  await expect.poll(() => fonts.received.length).toBeGreaterThan(0);
  await page.getByRole('option', { name: 'हिन्दी' }).click();
  await expect(page.getByRole('menuitem', { name: 'डैशबोर्ड' }).first()).toBeVisible();
  await expect.poll(() => fonts.received.length).toBeGreaterThan(0);
  expect(await devanagariRendered(page, 'डैशबोर्ड')).toEqual({ loaded: true, check: true });
  await settle(page);
  await page.screenshot({ path: join(root, 'docs', 'screenshots', 'dashboard-hi.png') });
});
