import DeleteIcon from '@mui/icons-material/Delete';
import { ConfirmDeleteButton } from '../../ui/ConfirmDeleteButton';
import type { Product } from './types';

const TEXTS = {
  label: 'products.actions.delete',
  title: 'products.delete.title',
  question: 'products.delete.question',
  confirm: 'products.delete.confirm',
  cancel: 'products.actions.cancel',
  success: 'products.deleted',
  failure: 'products.deleteFailure',
};

/** DELETE /api/products/{id} after a confirmation naming the product; a refusal shows in the dialog. */
export const DeleteProductButton = ({ disabled = false }: { disabled?: boolean }) => (
  <ConfirmDeleteButton<Product> resource="products" texts={TEXTS} icon={<DeleteIcon />} args={(product) => ({ name: product.name })} disabled={disabled} />
);
