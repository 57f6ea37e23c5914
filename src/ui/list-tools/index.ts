export { ListToolsContext, listToolsFor, useListTools, useTableStoreKey, type ListToolsOptions } from './ListToolsContext';
export type { ExportColumn } from './exportColumns';
export { ListToolbar } from './ListToolbar';
export { BulkCallButton } from './BulkCallButton';
export { BulkExportButton } from './BulkExportButton';
