import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import { CreateFormCard } from '../../ui/CreateFormCard';
import { TenantFormFields } from './TenantFormFields';
import { EMPTY_TENANT_VALUES, hasRequiredTenantFields, toTenantInput, type TenantFormValues } from './tenantInput';

/**
 * The create row: POST /api/tenants. Name, subdomain and plan missing: 'Please fill all fields'
 * before any call; a refusal: 'Failed to create tenant' with the server's message. Either way what
 * was typed stays. A success says 'Tenant created', clears the row and refreshes the list and the
 * warehouse switcher.
 */
export const TenantCreateForm = () => (
  <CreateFormCard<TenantFormValues>
    resource="tenants"
    texts="tenants.create"
    submitIcon={<AddCircleOutlineIcon />}
    defaultValues={EMPTY_TENANT_VALUES}
    problem={(values) => (hasRequiredTenantFields(values) ? null : 'tenants.create.required')}
    transform={toTenantInput}
  >
    <TenantFormFields />
  </CreateFormCard>
);
