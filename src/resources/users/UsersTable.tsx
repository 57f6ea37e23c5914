import { DataTable, useTranslate } from 'react-admin';
import { StatusBadge } from '../../ui/StatusBadge';
import { roleLabelKey } from './roles';
import { UserRowActions } from './UserRowActions';
import type { User } from './types';
import { ListTable } from '../../ui/ListTable';
import { WIDE_TABLE_SX } from '../../ui/tableSx';

const Column = DataTable.Col<User>;

const fullName = (user: User) => [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username || '—';

/**
 * ID, Email, Name, Role (readable label), Status (Active/Inactive) and the row actions, reading
 * the surrounding ListContext: the live list, or the sample list after a failed load (`sample`
 * disables every row action).
 */
export const UsersTable = ({ sample = false }: { sample?: boolean }) => {
  const translate = useTranslate();
  return (
    <ListTable<User> rowClick={false} emptyKey="users.empty" sx={WIDE_TABLE_SX}>
      <Column source="id" label="users.columns.id" disableSort />
      <Column source="email" label="users.columns.email" />
      <Column source="firstName" label="users.columns.name" render={fullName} />
      <Column source="role" label="users.columns.role" render={(r) => translate(roleLabelKey(r.role))} />
      <Column
        source="isActive"
        label="users.columns.status"
        render={(r) => {
          const status = r.isActive ? 'active' : 'inactive';
          return <StatusBadge status={status} label={translate(`users.status.${status}`)} />;
        }}
      />
      <Column label="users.columns.actions" disableSort render={() => <UserRowActions disabled={sample} />} />
    </ListTable>
  );
};
