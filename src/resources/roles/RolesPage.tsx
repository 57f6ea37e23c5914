import { useState } from 'react';
import { Box } from '@mui/material';
import { Title, useCanAccess, useTranslate, type Identifier } from 'react-admin';
import { RoleCreateForm } from './RoleCreateForm';
import { RolesList } from './RolesList';

/**
 * /admin/user-role-permission: the real roles and their permission matrix (spec part 1, sections 2,
 * 6 and 7; DESIGN section 7), replacing the spec's static placeholder table. Create, edit and
 * delete roles; select one to tick which screens and actions it may use.
 */
const RolesPage = () => {
  const translate = useTranslate();
  const { canAccess: canCreate } = useCanAccess({ resource: 'user-role-permission', action: 'create' });
  const [selectedId, setSelectedId] = useState<Identifier | null>(null);
  return (
    <Box sx={{ display: 'grid', gap: 2, py: 2 }}>
      <Title title={translate('roles.title')} />
      {canCreate ? <RoleCreateForm onCreated={(role) => setSelectedId(role.id)} /> : null}
      <RolesList selectedId={selectedId} onSelect={setSelectedId} />
    </Box>
  );
};

export default RolesPage;
