import { Link } from '@mui/material';
import { DataTable, useTranslate, type Identifier } from 'react-admin';
import { EmptyState } from '../../ui/EmptyState';
import type { Customer } from './types';

const Column = DataTable.Col<Customer>;

export interface CustomersTableProps {
  selectedId: Identifier | null;
  onSelect: (customer: Customer) => void;
}

/**
 * The customer list of the surrounding ListContext. A click on a row selects it; by keyboard the
 * name is a button (Tab to it, Enter or Space), so the row works without a mouse.
 */
export const CustomersTable = ({ selectedId, onSelect }: CustomersTableProps) => {
  const translate = useTranslate();
  return (
    <DataTable<Customer>
      bulkActionButtons={false}
      rowClick={(_id, _resource, record) => {
        onSelect(record as Customer);
        return false;
      }}
      rowSx={(record) => (record.id === selectedId ? { bgcolor: 'action.selected' } : {})}
      empty={<EmptyState text={translate('customers.empty')} />}
      sx={{
        '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
        // Names and phone numbers read badly when broken over lines.
        '& td.column-name, & td.column-phone': { whiteSpace: 'nowrap' },
        '& .MuiTableCell-root': { px: 1 },
      }}
    >
      <Column
        source="name"
        label="customers.columns.name"
        disableSort
        render={(record) => (
          <Link
            component="button"
            type="button"
            underline="hover"
            aria-current={record.id === selectedId ? 'true' : undefined}
            onClick={(event) => {
              // The row's own click does the same; one selection is enough.
              event.stopPropagation();
              onSelect(record);
            }}
            sx={{ textAlign: 'left', fontWeight: record.id === selectedId ? 600 : undefined }}
          >
            {record.name}
          </Link>
        )}
      />
      <Column source="email" label="customers.columns.email" disableSort />
      <Column source="phone" label="customers.columns.phone" disableSort />
      <Column source="pincode" label="customers.columns.pincode" disableSort />
      <Column source="city" label="customers.columns.city" disableSort render={(r) => r.city || '—'} />
    </DataTable>
  );
};
