import { useId, useState } from 'react';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import { Form, SaveButton, useCreate, useNotify, useRefresh, useTranslate } from 'react-admin';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { TenantFormFields } from './TenantFormFields';
import { EMPTY_TENANT_VALUES, hasRequiredTenantFields, toTenantInput, type TenantFormValues } from './tenantInput';
import type { Tenant } from './types';

/**
 * The create row: POST /api/tenants. Name, subdomain and plan missing: 'Please fill all fields'
 * before any call; a refusal: 'Failed to create tenant' with the server's message. Either way what
 * was typed stays. A success says 'Tenant created', clears the row and refreshes the list and the
 * warehouse switcher.
 */
export const TenantCreateForm = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [create] = useCreate<Tenant>();
  const headingId = useId();
  // A new key remounts the form, which is how it clears after a success.
  const [formKey, setFormKey] = useState(0);
  const [missingFields, setMissingFields] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const submit = async (values: Record<string, unknown>) => {
    const formValues = values as TenantFormValues;
    setFailure(null);
    if (!hasRequiredTenantFields(formValues)) {
      setMissingFields(true);
      return;
    }
    setMissingFields(false);
    try {
      await create('tenants', { data: toTenantInput(formValues) }, { returnPromise: true });
    } catch (error) {
      setFailure(error);
      return;
    }
    notify('tenants.create.success', { type: 'success' });
    setFormKey((k) => k + 1);
    refresh();
  };

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6" gutterBottom>
          {translate('tenants.create.title')}
        </Typography>
        {missingFields ? <ErrorAlert title={translate('tenants.create.required')} sx={{ mb: 2 }} /> : null}
        {failure ? <ErrorAlert title={translate('tenants.create.failure')} error={failure} sx={{ mb: 2 }} /> : null}
        <Form key={formKey} defaultValues={EMPTY_TENANT_VALUES} onSubmit={submit} noValidate>
          <Box
            sx={{
              display: 'grid',
              columnGap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
            }}
          >
            <TenantFormFields />
          </Box>
          <Stack direction="row" justifyContent="flex-end">
            <SaveButton label="tenants.create.submit" icon={<AddCircleOutlineIcon />} alwaysEnable />
          </Stack>
        </Form>
      </CardContent>
    </Card>
  );
};
