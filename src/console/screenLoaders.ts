import { createElement, type ComponentType } from 'react';
import { preloadableLazy, type PreloadableLazy } from '../preloadableLazy';
import { screenForPath, type Screen, type View } from '../screens';
import { screenLoader } from './screenFolders';
import { loadConsoleEnglish } from '../providers/i18nProvider';

/** One lazy component per screen view, made on first use; its chunk can be fetched before it renders. */
const views = new Map<string, PreloadableLazy<ComponentType>>();

export const screenView = (screen: Screen, view: View): PreloadableLazy<ComponentType> => {
  // A record shown over its list is drawn by the list page itself: the same component, so moving
  // between the list and the record keeps the page's state (a half-typed create form, the scroll).
  if (view !== 'list' && screen.overList?.includes(view)) return screenView(screen, 'list');
  const key = `${screen.name}:${view}`;
  let component = views.get(key);
  if (!component) {
    // Every screen but the dashboard needs the rest of the console's English (i18nProvider.ts).
    component = preloadableLazy(() =>
      Promise.all([screenLoader(screen)(), screen.name === 'dashboard' ? undefined : loadConsoleEnglish()]).then(([module]) => {
        const found = module.default[view];
        if (!found) throw new Error(`Screen ${screen.name} has no ${view} view`);
        // A view may be lazy itself (a chunk apart from the list's): React.lazy cannot resolve to
        // another lazy component, so it is rendered inside a plain one (ScreenElement's Suspense waits for it).
        const isLazy = (found as { $$typeof?: symbol }).$$typeof === Symbol.for('react.lazy');
        return { default: isLazy ? () => createElement(found) : found };
      }),
    );
    views.set(key, component);
  }
  return component;
};

/** The view an /admin URL opens under its screen: create, show, edit (`/:id`) or the list. */
export const viewForPath = (screen: Screen, pathname: string): View => {
  const rest = pathname.replace(/^\/admin\/?/, '').replace(/\/+$/, '').slice(screen.name.length).split('/').filter(Boolean);
  if (rest.length === 0) return 'list';
  const view: View = rest[0] === 'create' ? 'create' : rest[1] === 'show' ? 'show' : 'edit';
  return screen.views?.includes(view as Exclude<View, 'list'>) ? view : 'list';
};

/**
 * Starts fetching the chunk of the screen at an /admin path (no-op for other paths); resolves when
 * the view the path opens is here, so it renders without suspending.
 */
export const preloadScreen = (pathname: string): Promise<unknown> => {
  const screen = screenForPath(pathname);
  if (!screen) return Promise.resolve();
  return screenView(screen, viewForPath(screen, pathname)).preload();
};
