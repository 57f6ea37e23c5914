import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable, useCreatePath, type Identifier } from 'react-admin';
import { useTableStoreKey } from '../../ui/list-tools/ListToolsContext';
import type { Customer } from './types';
import { ListTable } from '../../ui/ListTable';

const Column = DataTable.Col<Customer>;

export interface CustomersTableProps {
  selectedId: Identifier | null;
}

/**
 * The customer list of the surrounding ListContext. A click on a row opens that customer
 * (/admin/service/customers/:id/show); by keyboard the name is a link to the same place.
 */
export const CustomersTable = ({ selectedId }: CustomersTableProps) => {
  const createPath = useCreatePath();
  const storeKey = useTableStoreKey();
  const isSelected = (record: Customer) => selectedId != null && String(record.id) === String(selectedId);
  return (
    <ListTable<Customer>
      // The columns are the user's own (the list's Columns menu).
      storeKey={storeKey}
      rowClick="show"
      rowSx={(record) => (isSelected(record) ? { bgcolor: 'action.selected' } : {})}
      emptyKey="customers.empty"
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
        render={(record) => (
          <Link
            component={RouterLink}
            to={createPath({ resource: 'service/customers', id: record.id, type: 'show' })}
            underline="hover"
            aria-current={isSelected(record) ? 'page' : undefined}
            // The row's own click does the same; one navigation is enough.
            onClick={(event) => event.stopPropagation()}
            sx={{ fontWeight: isSelected(record) ? 600 : undefined }}
          >
            {record.name}
          </Link>
        )}
      />
      <Column source="email" label="customers.columns.email" />
      <Column source="phone" label="customers.columns.phone" />
      <Column source="pincode" label="customers.columns.pincode" />
      <Column source="city" label="customers.columns.city" render={(r) => r.city || '—'} />
    </ListTable>
  );
};
