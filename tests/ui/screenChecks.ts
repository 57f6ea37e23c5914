import { createElement } from 'react';
import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http as rest } from 'msw';
import { LanguagePicker } from '../../src/console/layout/LanguagePicker';
import { renderScreen, server, signInAs } from './harness';
import { expectNoAxeViolations, pager, switchToHindi } from './queries';

// Checks every list screen's tests make the same way: its empty state, its failed load, axe over its main region and Hindi.

/** Signed in as the admin, the screen at `path` whose list call (`listUrl`) answers no rows shows `emptyText`. */
export const renderEmptyList = async (path: string, listUrl: string, emptyText: string) => {
  await signInAs();
  server.use(rest.get(listUrl, () => HttpResponse.json({ data: [], total: 0 })));
  await renderScreen(path);
  expect(await screen.findByText(emptyText)).toBeInTheDocument();
};

/**
 * Signed in as the admin, the screen at `path` whose list call (`listUrl`) fails with `failure` shows the
 * red alert titled `alertTitle` carrying the server's message.
 */
export const renderFailedList = async (
  path: string,
  listUrl: string,
  failure: { status: number; message: string },
  alertTitle: string,
) => {
  await signInAs();
  server.use(rest.get(listUrl, () => HttpResponse.json({ message: failure.message }, { status: failure.status })));
  await renderScreen(path);
  const title = await screen.findByText(alertTitle);
  expect(title.closest('[role="alert"]')).toHaveTextContent(failure.message);
};

/** The banner over the sample rows a list shows after a failed load. */
export const expectSampleBanner = () => expect(screen.getByText('Sample data: the server could not be reached')).toBeInTheDocument();

/** Axe over the screen's main region (or the whole render) of `view`, once its content is in. */
export const expectMainAxeClean = (view: { container: HTMLElement }) =>
  expectNoAxeViolations(view.container.querySelector('main') ?? view.container);

/** Signed in as the admin, axe finds nothing in the main region of the list screen at `path` once its table's rows show `rowAction`. */
export const expectListAxeClean = async (path: string, rowAction: string) => {
  await signInAs();
  const view = await renderScreen(path);
  await pager();
  await within(document.querySelector('table') as HTMLElement).findAllByRole('button', { name: rowAction });
  await expectMainAxeClean(view);
};

/** Signed in as the admin, the list screen at `path` (the language picker beside it) once its list is in, switched to Hindi. */
export const renderListInHindi = async (path: string) => {
  await signInAs();
  const user = userEvent.setup({ delay: null });
  await renderScreen(path, { beside: createElement(LanguagePicker) });
  await pager();
  await switchToHindi(user);
};
