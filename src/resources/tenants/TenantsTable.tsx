import { Box, Typography } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import { EmptyState } from '../../ui/EmptyState';
import { StatusBadge } from '../../ui/StatusBadge';
import { TenantRowActions } from './TenantRowActions';
import { stateLabel } from './taxIdentityInputs';
import { tenantStatusOf, type Tenant } from './types';

const Column = DataTable.Col<Tenant>;

/**
 * ID, Name, Subdomain, Plan, Status, the GSTIN with its state (issue 15) and the row actions, reading the surrounding ListContext: the
 * live list, or the built-in sample list (`sample` disables every row action).
 */
export const TenantsTable = ({ sample = false }: { sample?: boolean }) => {
  const translate = useTranslate();
  return (
    <DataTable<Tenant>
      bulkActionButtons={false}
      rowClick={false}
      empty={<EmptyState text={translate('tenants.empty')} />}
      sx={{ '& .RaDataTable-tableWrapper': { overflowX: 'auto' }, '& .RaDataTable-headerCell': { whiteSpace: 'nowrap' } }}
    >
      <Column source="id" label="tenants.columns.id" disableSort />
      <Column source="name" label="tenants.columns.name" disableSort />
      <Column source="subdomain" label="tenants.columns.subdomain" disableSort />
      <Column source="plan" label="tenants.columns.plan" disableSort render={(r) => translate(`tenants.plans.${r.plan}`, { _: r.plan })} />
      <Column
        source="status"
        label="tenants.columns.status"
        disableSort
        render={(r) => {
          const status = tenantStatusOf(r);
          return <StatusBadge status={status} label={translate(`tenants.status.${status}`)} />;
        }}
      />
      <Column
        source="gstin"
        label="tenants.columns.gstin"
        disableSort
        render={(r) =>
          r.gstin || r.stateCode ? (
            <>
              <Box component="span" sx={{ fontFamily: 'monospace', display: 'block' }}>
                {r.gstin || '—'}
              </Box>
              <Typography component="span" variant="caption" color="text.secondary">
                {stateLabel(r.stateCode)}
              </Typography>
            </>
          ) : (
            '—'
          )
        }
      />
      <Column label="tenants.columns.actions" disableSort render={() => <TenantRowActions disabled={sample} />} />
    </DataTable>
  );
};
