// The list export's columns (issue 16 scope 4): which cells the CSV has and how each value reads.
// Pure and free of papaparse: the CSV writer (domain/csv.ts) is imported only when a file is made.
import type { RaRecord } from 'react-admin';
import type { CsvCell } from '../../domain/csv';
import { businessIsoDate } from '../../domain/dates';

/** How a column's value is written: as stored, a day, a day and time, rupees, yes/no. */
export type ExportKind = 'text' | 'date' | 'dateTime' | 'money' | 'boolean';

export interface ExportColumn<R extends RaRecord = RaRecord> {
  /** The record field; also the DataTable column's source (a column hidden with Columns is left out). */
  source: string;
  /** Translation key of the header: the table column's label. */
  label: string;
  kind?: ExportKind;
  /** Translation key prefix for coded values: `${translateAs}.${value}` (a status, a type). */
  translateAs?: string;
  /** The field holds another record's id: the file shows that record's name (fetched in one batch). */
  reference?: string;
  /** The reference's name field (default: as the console shows it, its screen's recordRepresentation, else `name`); a record's own fallback field (e.g. `customerName`). */
  referenceField?: string;
  fallback?: string;
  /** The table column's label where the export heads it otherwise (the Columns menu names it as the table does). */
  columnsLabel?: string;
  /** False for a field the table shows inside another column (the Columns menu leaves it out; the export keeps it). */
  inColumnsMenu?: false;
  /** A value of the screen's own, instead of all of the above. */
  value?: (record: R, translate: Translate) => CsvCell;
}

export type Translate = (key: string, options?: Record<string, unknown>) => string;
/** Names of the referenced records, by column source and then by id. */
export type ReferenceNames = Record<string, Record<string, string>>;

/**
 * YYYY-MM-DD, or YYYY-MM-DD HH:MM, in India's time as every page shows it (src/domain/dates.ts): what
 * a spreadsheet reads as a date. A calendar day stays as it is; an unreadable value is written as it is.
 */
export const exportDate = (value: unknown, withTime = false): string => {
  if (value === null || value === undefined || value === '') return '';
  return businessIsoDate(value as string | number | Date, withTime) ?? String(value);
};

const humanise = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

/** One cell of `record` for `column`, humanised (translated codes, names for ids, dates, rupees). */
export const exportCell = <R extends RaRecord>(record: R, column: ExportColumn<R>, translate: Translate, names: ReferenceNames = {}): CsvCell => {
  if (column.value) return column.value(record, translate);
  const raw = (record as Record<string, unknown>)[column.source];
  if (column.reference) {
    if (raw === null || raw === undefined || raw === '') return '';
    const fallback = column.fallback ? (record as Record<string, unknown>)[column.fallback] : undefined;
    return names[column.source]?.[String(raw)] ?? (fallback ? String(fallback) : `#${String(raw)}`);
  }
  if (raw === null || raw === undefined) return '';
  if (column.translateAs) return translate(`${column.translateAs}.${String(raw)}`, { _: humanise(String(raw)) });
  switch (column.kind) {
    case 'date':
      return exportDate(raw);
    case 'dateTime':
      return exportDate(raw, true);
    case 'money':
      return Number.isFinite(Number(raw)) ? Number(raw).toFixed(2) : String(raw);
    case 'boolean':
      return translate(raw ? 'ui.listTools.yes' : 'ui.listTools.no');
    default:
      return typeof raw === 'object' ? JSON.stringify(raw) : (raw as CsvCell);
  }
};

/**
 * A list without columns of its own exports every plain field of its rows, headed by the field
 * name made readable (createdAt: Created at). Secrets never reach a list, so none is filtered here.
 */
export const defaultExportColumns = (records: readonly RaRecord[]): ExportColumn[] => {
  const sources: string[] = [];
  for (const record of records) {
    for (const [key, value] of Object.entries(record)) {
      if (!sources.includes(key) && (value === null || typeof value !== 'object')) sources.push(key);
    }
  }
  return sources.map((source) => ({ source, label: source, value: (r) => (r as Record<string, unknown>)[source] as CsvCell }));
};

/** The header of a column: its translated label (a default column's label is its field, made readable). */
export const exportHeader = (column: ExportColumn, translate: Translate): string =>
  translate(column.label, { _: humanise(column.label) });

/** <resource>-<YYYY-MM-DD>.csv, with the resource's slashes as dashes. */
export const exportFileName = (resource: string, now: Date = new Date(), suffix = ''): string =>
  `${resource.replace(/\//g, '-')}${suffix}-${exportDate(now)}.csv`;
