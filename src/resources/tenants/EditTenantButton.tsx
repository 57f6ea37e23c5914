import { Box } from '@mui/material';
import { EditDialogButton } from '../../ui/EditDialogButton';
import { TenantFormFields } from './TenantFormFields';
import { hasRequiredTenantFields, tenantFormValuesOf, toTenantUpdate, type TenantFormValues } from './tenantInput';
import type { Tenant, TenantActionProps } from './types';

const TEXTS = {
  label: 'tenants.actions.edit',
  title: 'tenants.edit.title',
  cancel: 'tenants.actions.cancel',
  save: 'tenants.actions.save',
  success: 'tenants.edit.success',
  failure: 'tenants.edit.failure',
};

/** 'Edit' row action: PUT /api/tenants/{id} with the create fields but the subdomain; hidden for roles that may not edit tenants. */
export const EditTenantButton = ({ disabled = false }: TenantActionProps) => (
  <EditDialogButton<Tenant, TenantFormValues>
    resource="tenants"
    texts={TEXTS}
    titleArgs={(record) => ({ name: record.name })}
    successArgs={(sent) => ({ name: sent.name })}
    defaultValues={tenantFormValuesOf}
    transform={(values) => toTenantUpdate(values)}
    // The subdomain is not edited here; the record's own keeps the check to name and plan.
    problem={(values, record) => (hasRequiredTenantFields({ ...values, subdomain: record.subdomain }) ? null : 'tenants.create.required')}
    maxWidth="md"
    disabled={disabled}
  >
    <Box sx={{ display: 'grid', columnGap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
      <TenantFormFields withSubdomain={false} />
    </Box>
  </EditDialogButton>
);
