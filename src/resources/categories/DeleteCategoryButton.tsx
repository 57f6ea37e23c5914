import DeleteIcon from '@mui/icons-material/Delete';
import { categoryNameOf } from '../../domain/categories';
import { ConfirmDeleteButton } from '../../ui/ConfirmDeleteButton';
import type { Category } from './types';

const TEXTS = {
  label: 'categories.actions.delete',
  title: 'categories.delete.title',
  question: 'categories.delete.question',
  confirm: 'categories.delete.confirm',
  cancel: 'categories.actions.cancel',
  success: 'categories.deleted',
  failure: 'categories.deleteFailure',
};

/**
 * DELETE /api/categories/{id} after a confirmation naming the category. A refusal (e.g. 409: the
 * category is used by products) is shown inside the dialog with the server's message.
 */
export const DeleteCategoryButton = ({ disabled = false }: { disabled?: boolean }) => (
  <ConfirmDeleteButton<Category>
    resource="catalog/categories"
    texts={TEXTS}
    icon={<DeleteIcon />}
    args={(category) => ({ name: categoryNameOf(category) })}
    disabled={disabled}
  />
);
