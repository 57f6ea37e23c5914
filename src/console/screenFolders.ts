import type { ComponentType } from 'react';
import type { Screen, View } from '../screens';

/** What a screen folder's index.ts exports by default: its views (react-admin's Resource config, examples/demo style). */
export type ScreenModule = { default: Partial<Record<View, ComponentType>> & { list: ComponentType } };

/**
 * Each screen's folder index.ts (src/screens.ts names the screens and, where it is not
 * resources/<access>, the folder): its views, in a chunk of their own (each console area is lazy).
 * Found by Vite's glob, so a new screen's folder needs no line here; the table stays below the
 * screens it names (the dataProvider and the shared UI read it) as it imports none of them.
 */
const MODULES = import.meta.glob<ScreenModule>(['../dashboard/index.ts', '../resources/*/index.{ts,tsx}', '../resources/users/register.ts']);
const LOADERS = new Map(Object.entries(MODULES).map(([path, load]) => [path.replace(/^\.\.\//, '').replace(/(\/index)?\.tsx?$/, ''), load]));

/** The folder of a screen's views, under src. */
export const screenModule = (screen: Screen) => screen.module ?? `resources/${screen.access}`;

/** A screen's folder, loaded. */
export const screenLoader = (screen: Screen) => {
  const load = LOADERS.get(screenModule(screen));
  if (!load) throw new Error(`Screen ${screen.name} has no folder at src/${screenModule(screen)}`);
  return load;
};
