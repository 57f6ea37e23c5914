import { useState } from 'react';
import { type Identifier } from 'react-admin';
import { RoleCreateForm } from './RoleCreateForm';
import { RolesList } from './RolesList';
import { ScreenPage } from '../../ui/ScreenPage';
import { CreateAboveListIfAllowed } from '../../ui/CreateAboveList';

/**
 * /admin/user-role-permission: the real roles and their permission matrix (spec part 1, sections 2,
 * 6 and 7; docs/architecture.md, "Roles and access"), replacing the spec's static placeholder table.
 * Create, edit and delete roles; select one to tick which screens and actions it may use.
 */
const RolesPage = () => {
  const [selectedId, setSelectedId] = useState<Identifier | null>(null);
  return (
    <ScreenPage title="roles.title">
      <CreateAboveListIfAllowed resource="user-role-permission">
        <RoleCreateForm onCreated={(role) => setSelectedId(role.id)} />
      </CreateAboveListIfAllowed>
      <RolesList selectedId={selectedId} onSelect={setSelectedId} />
    </ScreenPage>
  );
};

export default RolesPage;
