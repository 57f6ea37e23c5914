import { Stack } from '@mui/material';
import { DataTable, useRecordContext } from 'react-admin';
import { categoryNameOf } from '../../domain/categories';
import { DateText } from '../../ui/DateText';
import { useCategoryEditing } from './CategoryEditing';
import { CategoryNameEditor } from './CategoryNameEditor';
import { DeleteCategoryButton } from './DeleteCategoryButton';
import { EditCategoryButton } from './EditCategoryButton';
import type { Category } from './types';
import { ListTable } from '../../ui/ListTable';
import { NOWRAP_HEADER_TABLE_SX } from '../../ui/tableSx';

const Column = DataTable.Col<Category>;

/** The name, or the inline editor when this row is being edited. */
const NameCell = () => {
  const record = useRecordContext<Category>();
  const { editingId } = useCategoryEditing();
  if (!record) return null;
  if (editingId !== null && String(editingId) === String(record.id)) return <CategoryNameEditor record={record} />;
  return <>{categoryNameOf(record)}</>;
};

/** Edit and Delete; hidden on the row being edited (its Save / Cancel sit beside the name). */
const RowActions = ({ disabled }: { disabled: boolean }) => {
  const record = useRecordContext<Category>();
  const { editingId } = useCategoryEditing();
  if (!record || (editingId !== null && String(editingId) === String(record.id))) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
      <EditCategoryButton disabled={disabled} />
      <DeleteCategoryButton disabled={disabled} />
    </Stack>
  );
};

/**
 * ID, name, created and the row actions, reading the surrounding ListContext: the live list, or
 * the sample list after a failed load (then `sample` disables every row action).
 */
export const CategoriesTable = ({ sample = false }: { sample?: boolean }) => (
  <ListTable<Category> rowClick={false} emptyKey="categories.empty" sx={NOWRAP_HEADER_TABLE_SX}>
    <Column source="id" label="categories.columns.id" disableSort />
    <Column source="categoryName" label="categories.columns.name" disableSort render={() => <NameCell />} />
    <Column source="createdAt" label="categories.columns.created" disableSort render={(r) => <DateText value={r.createdAt} />} />
    <Column label="categories.columns.actions" disableSort render={() => <RowActions disabled={sample} />} />
  </ListTable>
);
