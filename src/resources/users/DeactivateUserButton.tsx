import PersonOffIcon from '@mui/icons-material/PersonOff';
import { useTranslate } from 'react-admin';
import { ConfirmDeleteButton } from '../../ui/ConfirmDeleteButton';
import { isSuperAdminRole } from './roles';
import type { User, UserActionProps } from './types';
import { useCurrentUser } from './useCurrentUser';

const TEXTS = {
  label: 'users.actions.deactivate',
  title: 'users.deactivate.title',
  question: 'users.deactivate.question',
  confirm: 'users.deactivate.confirm',
  cancel: 'users.actions.cancel',
  success: 'users.deactivate.success',
  failure: 'users.deactivate.failure',
};

/**
 * 'Deactivate': DELETE /api/users/{id} after a confirmation; the server keeps the user and marks
 * it inactive, so the row then reads Inactive. Disabled for an inactive user (Edit re-activates),
 * for one's own account and, unless one is a super admin, for a super admin.
 */
export const DeactivateUserButton = ({ disabled = false }: UserActionProps) => {
  const translate = useTranslate();
  const { id: myId, isSuperAdmin } = useCurrentUser();
  const isSelf = (user: User) => myId !== undefined && String(myId) === String(user.id);
  return (
    <ConfirmDeleteButton<User>
      resource="users"
      texts={TEXTS}
      icon={<PersonOffIcon />}
      args={(user) => ({ email: user.email })}
      disabled={(user) => disabled || !user.isActive || isSelf(user) || (isSuperAdminRole(user.role) && !isSuperAdmin)}
      tooltip={(user) => (isSelf(user) ? translate('users.deactivate.self') : undefined)}
    />
  );
};
