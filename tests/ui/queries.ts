import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { server } from '../../mocks/node';

// Small queries shared by the screen tests: a titled section, the pager, a table row, a select,
// and the list requests a screen sends.

export type Scope = ReturnType<typeof within>;
type Clicker = { click: (element: Element) => Promise<void> };

/** The <section> titled `heading`, as a query scope. */
export const section = async (heading: string) =>
  within((await screen.findByRole('heading', { name: heading })).closest('section') as HTMLElement);

/** The pager (the <nav> holding 'Total: …'), as a query scope. */
export const pager = async () => within((await screen.findByText(/^Total: /)).closest('nav') as HTMLElement);

/**
 * The table cell (in `scope`, else the page) whose text is `text`. By text, not by role and name:
 * a role query works out the accessible name of every cell of the table at each retry, the largest
 * single cost of the screen tests that look rows up (a fifth of the fault sweep's time).
 */
export const findCell = async (text: string, scope: HTMLElement = document.body) => {
  const found = await within(scope).findAllByText(text, { selector: 'td, td *' });
  return found[0].closest('td') as HTMLTableCellElement;
};

/** The table row holding a cell named `name` (looked up inside the table). */
export const findTableRow = async (name: string) => {
  const table = (await screen.findByRole('table')) as HTMLElement;
  return (await findCell(name, table)).closest('tr') as HTMLTableRowElement;
};

/** Opens the select labelled `label` inside `scope` and clicks the option named `option`. */
export const chooseIn = async (user: Clicker, scope: Scope | typeof screen, label: string | RegExp, option: string | RegExp) => {
  await user.click(scope.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
};

/** Query strings of every GET to `pathname` the screen sends (optionally only those `keep` accepts). */
export const recordGets = (pathname: string, keep: (params: URLSearchParams) => boolean = () => true) => {
  const seen: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname === pathname && keep(url.searchParams)) seen.push(url.searchParams);
  });
  return seen;
};

/** Runs axe over `root` (colour contrast off: jsdom has no layout) and expects no violations. */
export const expectNoAxeViolations = async (root: Element) => {
  const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
};

/** Picks हिन्दी in the Language select (the LanguagePicker rendered beside the screen). */
export const switchToHindi = async (user: Clicker) => {
  await user.click(await screen.findByRole('combobox', { name: 'Language' }));
  await user.click(await screen.findByRole('option', { name: 'हिन्दी' }));
};
