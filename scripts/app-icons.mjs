// Draws the installable app's icons (public/icons/*.png, referenced by public/manifest.webmanifest)
// from public/favicon.svg in headless Chromium: 192 and 512 px as the favicon draws itself, and a
// 512 px maskable one whose symbol sits in the middle 60 % on a full-bleed background (a launcher
// may crop it to any shape). Run once after the favicon changes: node scripts/app-icons.mjs
import { chromium } from 'playwright';
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const svg = readFileSync(join(root, 'public/favicon.svg'), 'utf8');
const out = join(root, 'public/icons');
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
const draw = async (size, maskable) => {
  await page.setViewportSize({ width: size, height: size });
  const inner = maskable ? Math.round(size * 0.6) : size;
  await page.setContent(
    `<html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${maskable ? '#3f51b5' : 'transparent'}">` +
      `<img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" width="${inner}" height="${inner}"></body></html>`,
  );
  await page.screenshot({ path: join(out, `icon-${size}${maskable ? '-maskable' : ''}.png`), omitBackground: !maskable });
};
await draw(192, false);
await draw(512, false);
await draw(512, true);
await browser.close();
