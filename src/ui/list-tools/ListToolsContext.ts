import { createContext, useContext } from 'react';
import { useStore } from 'react-admin';
import { getStoredUser } from '../../providers/storage';
import type { ExportColumn } from './exportColumns';

/**
 * What a list offers beside its rows (ListCard's `tools`): every list exports; Saved views are on where the
 * list has live filters and Columns where its export columns name the table's columns, unless turned off.
 */
export interface ListToolsOptions {
  /** The export's columns (the table's, in its order); false: the screen exports in its own way. */
  exportColumns?: readonly ExportColumn[] | false;
  /** The Columns menu (show or hide the table's columns, listed by the export columns), remembered per user. */
  columns?: boolean;
  /** The Saved views menu (the current filters and sort under a name), remembered per user. */
  savedViews?: boolean;
}

export interface ListTools extends ListToolsOptions {
  /** The DataTable's store key: per user and resource, so each user keeps their own columns. */
  tableStoreKey: string;
  /** The saved views' store key, per user and resource. */
  viewsStoreKey: string;
}

/** The signed-in user's id for the store keys ('anon' before sign-in, in tests without a session). */
export const storeUserId = (): string => {
  const user = getStoredUser<{ id?: string | number }>();
  return user?.id !== undefined && user?.id !== null ? String(user.id) : 'anon';
};

export const listToolsFor = (resource: string, options: ListToolsOptions = {}): ListTools => {
  const user = storeUserId();
  return {
    ...options,
    tableStoreKey: `${resource}.datatable.user${user}`,
    viewsStoreKey: `${resource}.savedViews.user${user}`,
  };
};

export const ListToolsContext = createContext<ListTools | null>(null);

/** The list's tools (inside ListCard); null outside one. */
export const useListTools = () => useContext(ListToolsContext);

/**
 * The `storeKey` a screen's DataTable passes so the Columns button and its hidden columns are the
 * user's own (undefined outside a ListCard: react-admin's default key).
 */
export const useTableStoreKey = (): string | undefined => useListTools()?.tableStoreKey;

/** The sources the user has hidden with the Columns button (react-admin keeps them under the store key). */
export const useHiddenColumns = (): readonly string[] => {
  const tools = useListTools();
  const [hidden] = useStore<string[]>(tools?.tableStoreKey ?? 'ui.listTools.none', []);
  return Array.isArray(hidden) ? hidden : [];
};
