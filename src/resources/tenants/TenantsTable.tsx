import { Box, Typography } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import { StatusBadge } from '../../ui/StatusBadge';
import { TenantRowActions } from './TenantRowActions';
import { stateLabel } from './taxIdentityInputs';
import { tenantStatusOf, type Tenant } from './types';
import { ListTable } from '../../ui/ListTable';
import { WIDE_TABLE_SX } from '../../ui/tableSx';

const Column = DataTable.Col<Tenant>;

/**
 * ID, Name, Subdomain, Plan, Status, the GSTIN with its state (issue 15) and the row actions, reading the surrounding ListContext: the
 * live list, or the built-in sample list (`sample` disables every row action).
 */
export const TenantsTable = ({ sample = false }: { sample?: boolean }) => {
  const translate = useTranslate();
  return (
    <ListTable<Tenant> rowClick={false} emptyKey="tenants.empty" sx={WIDE_TABLE_SX}>
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
    </ListTable>
  );
};
