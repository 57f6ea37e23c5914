import { Button } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useAccess } from '../../ui/useAccess';
import { ListScreen } from '../../ui/ListScreen';
import { SAMPLE_USERS } from './sampleUsers';
import { UserRoleFilterForm } from './UserRoleFilterForm';
import { UsersTable } from './UsersTable';

/** Beside the heading, for roles that may invite: the way to /admin/users/register. */
const InviteUserLink = () => {
  const translate = useTranslate();
  const { canAccess: canInvite } = useAccess('users', 'create');
  if (!canInvite) return null;
  return (
    <Button component={Link} to="/admin/users/register" variant="outlined" startIcon={<PersonAddIcon />}>
      {translate('users.inviteLink')}
    </Button>
  );
};

/**
 * /admin/users: GET /api/users (page, limit, role) with a role filter, Edit and Deactivate
 * (spec part 1, sections 2, 3, 7, 8; docs/architecture.md, "Roles and access"). After a failed load: the
 * built-in sample users, in the same table, actions disabled.
 */
const UsersPage = () => (
  <ListScreen
    resource="users"
    texts="users"
    headingAction={<InviteUserLink />}
    filterForm={<UserRoleFilterForm />}
    table={<UsersTable />}
    sampleData={SAMPLE_USERS}
    sampleTable={<UsersTable sample />}
  />
);

export default UsersPage;
