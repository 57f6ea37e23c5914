import EditIcon from '@mui/icons-material/Edit';
import { useRecordContext, useTranslate } from 'react-admin';
import { RowActionButton } from '../../ui/RowActionButton';
import { useCategoryEditing } from './CategoryEditing';
import type { Category } from './types';
import { useAccess } from '../../ui/useAccess';

/** Turns the row's name into an inline editor (Save / Cancel); hidden for roles that may not edit. */
export const EditCategoryButton = ({ disabled = false }: { disabled?: boolean }) => {
  const record = useRecordContext<Category>();
  const translate = useTranslate();
  const { startEditing } = useCategoryEditing();
  const { canAccess } = useAccess('catalog/categories', 'edit');
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
