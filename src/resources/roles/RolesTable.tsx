import { DataTable, useTranslate, type Identifier } from 'react-admin';
import { ActiveBadge } from '../../ui/ActiveBadge';
import { RoleRowActions } from './RoleRowActions';
import type { RoleRecord } from './types';
import { ListTable } from '../../ui/ListTable';

const Column = DataTable.Col<RoleRecord>;

export interface RolesTableProps {
  selectedId: Identifier | null;
  onSelect: (id: Identifier) => void;
}

/** Name, description, scope and active of every role; a click on a row shows its permission matrix. */
export const RolesTable = ({ selectedId, onSelect }: RolesTableProps) => {
  const translate = useTranslate();
  return (
    <ListTable<RoleRecord> rowClick={(id) => { onSelect(id); return false; }} rowSx={(record) => (record.id === selectedId ? { bgcolor: 'action.selected' } : {})} emptyKey="roles.empty" sx={{ '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}>
      <Column source="name" label="roles.columns.name" disableSort />
      <Column source="description" label="roles.columns.description" disableSort />
      <Column
        source="scope"
        label="roles.columns.scope"
        disableSort
        render={(r) => translate(`roles.scope.${r.scope}`, { _: r.scope })}
      />
      <Column
        source="isActive"
        label="roles.columns.active"
        disableSort
        render={(r) => <ActiveBadge active={r.isActive} resource="roles" />}
      />
      <Column label="roles.columns.actions" disableSort render={() => <RoleRowActions onSelect={onSelect} />} />
    </ListTable>
  );
};
