import type { FetchRelatedRecords, RaRecord } from 'react-admin';
import { screenNamed } from '../../screens';
import { downloadCsv } from '../exporters';
import { defaultExportColumns, exportCell, exportHeader, type ExportColumn, type ReferenceNames, type Translate } from './exportColumns';

/** Rows asked for a page while exporting: the most the API answers at once (docs/api.md section 4). */
export const EXPORT_PAGE_SIZE = 500;
/** A guard against a server whose total never stops growing. */
export const EXPORT_MAX_ROWS = 20000;

/** How a referenced record reads: the column's field, else as the console shows it (the screen's recordRepresentation), else its name. */
const representation = (column: ExportColumn): ((record: RaRecord) => string) => {
  const shown = column.referenceField ?? screenNamed(column.reference!)?.recordRepresentation ?? 'name';
  return typeof shown === 'function' ? shown : (r) => String(r[shown] ?? `#${r.id}`);
};

/** The names of every referenced record, one getMany per reference column; an id stays #id if that fails. */
const referenceNames = async (records: readonly RaRecord[], columns: readonly ExportColumn[], fetchRelated: FetchRelatedRecords) => {
  const names: ReferenceNames = {};
  await Promise.all(
    columns
      .filter((column) => column.reference && !column.value)
      .map(async (column) => {
        const withIds = records.filter((r) => r[column.source] !== null && r[column.source] !== undefined && r[column.source] !== '');
        if (withIds.length === 0) return;
        const related = await fetchRelated<RaRecord>(withIds as RaRecord[], column.source, column.reference!).catch(() => ({}) as Record<string, RaRecord>);
        const represent = representation(column);
        names[column.source] = Object.fromEntries(Object.values(related).map((r) => [String(r.id), represent(r)]));
      }),
  );
  return names;
};

/**
 * The one exporter of the lists: `records` in `columns` (or every plain field), headers translated,
 * values humanised, references as names, every cell guarded against formulas (domain/csv.ts, loaded
 * here on first use so papaparse stays out of the lists' chunk), saved as `fileName`.
 */
export const exportRecords = async ({
  records,
  columns,
  translate,
  fetchRelated,
  fileName,
}: {
  records: readonly RaRecord[];
  columns?: readonly ExportColumn[];
  translate: Translate;
  fetchRelated: FetchRelatedRecords;
  fileName: string;
}): Promise<void> => {
  const used = columns ?? defaultExportColumns(records);
  const [names, { toCsv }] = await Promise.all([referenceNames(records, used, fetchRelated), import('../../domain/csv')]);
  const csv = toCsv(
    records,
    used.map((column) => ({ header: exportHeader(column, translate), value: (record: RaRecord) => exportCell(record, column, translate, names) })),
  );
  downloadCsv(csv, fileName);
};
