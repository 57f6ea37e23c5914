import { DataTable, useTranslate, type DataTableProps, type RaRecord } from 'react-admin';
import { EmptyState } from './EmptyState';

type ListTableProps<RecordType extends RaRecord> = Omit<DataTableProps<RecordType>, 'bulkActionButtons' | 'empty'> & {
  /** The translation key of what the table says when there are no rows, e.g. 'areas.empty'. */
  emptyKey: string;
};

/**
 * A screen's table of records: no bulk actions, and the translated empty state when there are no
 * rows. One shell, so that every list table starts alike and a change to that start is made once.
 */
export const ListTable = <RecordType extends RaRecord>({ emptyKey, ...props }: ListTableProps<RecordType>) => {
  const translate = useTranslate();
  return <DataTable<RecordType> bulkActionButtons={false} empty={<EmptyState text={translate(emptyKey)} />} {...props} />;
};
