import { useId, useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import { Form, SaveButton, useCanAccess, useNotify, useRecordContext, useRefresh, useTranslate, useUpdate } from 'react-admin';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { RowActionButton } from '../../ui/RowActionButton';
import { TenantFormFields } from './TenantFormFields';
import { hasRequiredTenantFields, tenantFormValuesOf, toTenantUpdate, type TenantFormValues } from './tenantInput';
import type { Tenant, TenantActionProps } from './types';

/** The edit dialog: PUT /api/tenants/{id} with the create fields but the subdomain. */
const EditTenantDialog = ({ record, onClose }: { record: Tenant; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  const [update, { isPending }] = useUpdate<Tenant>();
  const [missingFields, setMissingFields] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const submit = async (values: Record<string, unknown>) => {
    const formValues = values as TenantFormValues;
    setFailure(null);
    // The subdomain is not edited here; the record's own keeps the check to name and plan.
    if (!hasRequiredTenantFields({ ...formValues, subdomain: record.subdomain })) {
      setMissingFields(true);
      return;
    }
    setMissingFields(false);
    const data = toTenantUpdate(formValues);
    try {
      await update('tenants', { id: record.id, data, previousData: record }, { returnPromise: true });
    } catch (error) {
      setFailure(error);
      return;
    }
    notify('tenants.edit.success', { type: 'success', messageArgs: { name: data.name } });
    onClose();
    refresh();
  };

  return (
    <Dialog open onClose={isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <Form defaultValues={tenantFormValuesOf(record)} onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate('tenants.edit.title', { name: record.name })}</DialogTitle>
        <DialogContent>
          {missingFields ? <ErrorAlert title={translate('tenants.create.required')} sx={{ mb: 2 }} /> : null}
          {failure ? <ErrorAlert title={translate('tenants.edit.failure')} error={failure} sx={{ mb: 2 }} /> : null}
          <Box sx={{ display: 'grid', columnGap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
            <TenantFormFields withSubdomain={false} />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isPending}>
            {translate('tenants.actions.cancel')}
          </Button>
          <SaveButton label="tenants.actions.save" icon={<SaveIcon />} alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
};

/** 'Edit' row action: opens the edit dialog; hidden for roles that may not edit tenants. */
export const EditTenantButton = ({ disabled = false }: TenantActionProps) => {
  const record = useRecordContext<Tenant>();
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'tenants', action: 'edit' });
  const [open, setOpen] = useState(false);
  if (!record || !canAccess) return null;
  return (
    <>
      <RowActionButton label={translate('tenants.actions.edit')} icon={<EditIcon />} disabled={disabled} onClick={() => setOpen(true)} />
      {open ? <EditTenantDialog record={record} onClose={() => setOpen(false)} /> : null}
    </>
  );
};
