import BlockIcon from '@mui/icons-material/Block';
import { ConfirmDeleteButton } from '../../ui/ConfirmDeleteButton';
import { tenantStatusOf, type Tenant, type TenantActionProps } from './types';

const TEXTS = {
  label: 'tenants.actions.deactivate',
  title: 'tenants.deactivate.title',
  question: 'tenants.deactivate.question',
  confirm: 'tenants.deactivate.confirm',
  cancel: 'tenants.actions.cancel',
  success: 'tenants.deactivate.success',
  failure: 'tenants.deactivate.failure',
};

/**
 * 'Deactivate': DELETE /api/tenants/{id} after a confirmation; the server keeps the warehouse and
 * marks it inactive. Disabled once inactive (Edit sets it active again).
 */
export const DeactivateTenantButton = ({ disabled = false }: TenantActionProps) => (
  <ConfirmDeleteButton<Tenant>
    resource="tenants"
    texts={TEXTS}
    icon={<BlockIcon />}
    args={(tenant) => ({ name: tenant.name })}
    disabled={(tenant) => disabled || tenantStatusOf(tenant) === 'inactive'}
  />
);
