import { Typography } from '@mui/material';
import { useListContext, useTranslate, type Identifier } from 'react-admin';
import { ListCard } from '../../ui/ListCard';
import { PermissionMatrixEditor } from './PermissionMatrixEditor';
import { RolesTable } from './RolesTable';
import type { RoleRecord } from './types';

export interface RolesListProps {
  selectedId: Identifier | null;
  onSelect: (id: Identifier) => void;
}

const BY_ID = { field: 'id', order: 'ASC' as const };

/** Under the list: the matrix of the selected role as the list last loaded it; a deleted role drops out. */
const SelectedRoleMatrix = ({ selectedId }: Pick<RolesListProps, 'selectedId'>) => {
  const translate = useTranslate();
  const { data, error } = useListContext<RoleRecord>();
  const selected = data?.find((r) => r.id === selectedId);
  if (selected) return <PermissionMatrixEditor key={selected.id} role={selected} />;
  if (error) return null;
  return (
    <Typography color="text.secondary" role="status">
      {translate('roles.permissions.hint')}
    </Typography>
  );
};

/**
 * GET /v1/roles (page, limit), and below it the permission matrix of the selected role. The spec's
 * role sample data was a static placeholder (docs/architecture.md, "Roles and access"): a failed load has
 * no fallback rows.
 */
export const RolesList = ({ selectedId, onSelect }: RolesListProps) => (
  <ListCard
    resource="user-role-permission"
    heading="roles.list.title"
    sort={BY_ID}
    loadFailure="roles.loadFailure"
    table={<RolesTable selectedId={selectedId} onSelect={onSelect} />}
    below={<SelectedRoleMatrix selectedId={selectedId} />}
  />
);
