import EditIcon from '@mui/icons-material/Edit';
import { useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { RowActionButton } from '../../ui/RowActionButton';
import { useCategoryEditing } from './CategoryEditing';
import type { Category } from './types';

/** Turns the row's name into an inline editor (Save / Cancel); hidden for roles that may not edit. */
export const EditCategoryButton = ({ disabled = false }: { disabled?: boolean }) => {
  const record = useRecordContext<Category>();
  const translate = useTranslate();
  const { startEditing } = useCategoryEditing();
  const { canAccess } = useCanAccess({ resource: 'catalog/categories', action: 'edit' });
  if (!record || !canAccess) return null;
  return (
    <RowActionButton
      label={translate('categories.actions.edit')}
      icon={<EditIcon />}
      disabled={disabled}
      onClick={() => startEditing(record.id)}
    />
  );
};
