import DeleteIcon from '@mui/icons-material/Delete';
import { ConfirmDeleteButton } from '../../ui/ConfirmDeleteButton';
import type { RoleRecord } from './types';

const TEXTS = {
  label: 'roles.delete.label',
  title: 'roles.delete.title',
  question: 'roles.delete.question',
  confirm: 'roles.delete.confirm',
  cancel: 'roles.delete.cancel',
  success: 'roles.delete.success',
  failure: 'roles.delete.failure',
};

/**
 * DELETE /v1/roles/{id} after a confirmation naming the role. The backend refuses the four
 * built-in roles (409): its message shows in the dialog.
 */
export const DeleteRoleButton = ({ disabled = false }: { disabled?: boolean }) => (
  <ConfirmDeleteButton<RoleRecord> resource="user-role-permission" texts={TEXTS} icon={<DeleteIcon />} args={(role) => ({ name: role.name })} disabled={disabled} />
);
