import { useState } from 'react';
import { MenuItem } from '@mui/material';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import { useQueryClient } from '@tanstack/react-query';
import { useGetIdentity, useGetList, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { DROPDOWN_LIMIT } from '../../config';
import { getTenantId, setTenantId } from '../../providers/storage';
import { AppBarSelect } from '../../ui/AppBarSelect';
import { errorText } from '../../ui/errorText';

interface TenantOption {
  id: number | string;
  name: string;
  status?: string;
  isActive?: boolean;
}

const WAREHOUSE_LIST_PARAMS = { pagination: { page: 1, perPage: DROPDOWN_LIMIT }, sort: { field: 'id', order: 'ASC' as const } };

/**
 * 'Warehouse' select in the top bar, for the super admin only (docs/architecture.md, "Roles and access"):
 * lists GET /api/tenants and shows the warehouse being worked in (localStorage tenantId). Choosing
 * another stores it (every request then carries it as X-Tenant-Id), drops the data cached for the
 * old warehouse and opens that warehouse's dashboard.
 */
export const TenantSwitcher = () => {
  const { identity } = useGetIdentity();
  if (identity?.role !== 'super_admin') return null;
  return <TenantSelect />;
};

const TenantSelect = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState<string>(getTenantId);
  const { data = [], error, isPending } = useGetList<TenantOption>('tenants', WAREHOUSE_LIST_PARAMS, {
    // A failed list must not leave the super admin stuck: the current warehouse stays shown.
    onError: (e: unknown) => notify('tenants.switcher.loadFailure', { type: 'error', messageArgs: { message: errorText(e, translate) } }),
  });

  const options: TenantOption[] = data.some((t) => String(t.id) === current) ? data : [{ id: current, name: `#${current}` }, ...data];

  const choose = (next: string) => {
    if (next === current) return;
    setTenantId(next);
    setCurrent(next);
    navigate('/admin/dashboard');
    // Everything cached belongs to the old warehouse; who is signed in does not change.
    void queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
    const chosen = options.find((t) => String(t.id) === next);
    notify('tenants.switcher.switched', { type: 'info', messageArgs: { name: chosen?.name ?? `#${next}` } });
  };

  return (
    <AppBarSelect
      label={translate('tenants.switcher.label')}
      value={current}
      disabled={isPending || Boolean(error)}
      onChange={choose}
      icon={<WarehouseIcon fontSize="small" />}
      sx={{
        minWidth: { xs: 120, sm: 180 },
        maxWidth: { xs: 160, sm: 280 },
        '& .MuiSelect-select': { overflow: 'hidden', textOverflow: 'ellipsis' },
        '& .Mui-disabled': { color: 'inherit', WebkitTextFillColor: 'currentColor', opacity: 0.7 },
      }}
    >
      {options.map((tenant) => (
        <MenuItem key={tenant.id} value={String(tenant.id)}>
          {tenant.status === 'inactive' || tenant.isActive === false
            ? translate('tenants.switcher.inactive', { name: tenant.name })
            : tenant.name}
        </MenuItem>
      ))}
    </AppBarSelect>
  );
};
