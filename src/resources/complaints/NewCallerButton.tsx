import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Form, SaveButton, useCanAccess, useCreate, useNotify, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { HttpError } from '../../providers/http';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { CustomerFields } from '../customers/CustomerFields';
import { EMPTY_CUSTOMER, toCustomerCreate, type CustomerFormValues } from '../customers/customerInput';

/** The customer a refused new caller already is (POST /v1/customers' 409 names them), or null. */
const knownCaller = (error: unknown): { id: number; name: string } | null => {
  if (!(error instanceof HttpError) || error.status !== 409 || error.i18nKey !== 'serverText.customerPhoneUsed') return null;
  const { id, name } = (error.i18nValues ?? {}) as { id?: unknown; name?: unknown };
  return typeof id === 'number' ? { id, name: String(name ?? '') } : null;
};

/**
 * 'New caller' beside the complaint form's customer (issue 27): a dialog with the customer's fields
 * that creates them (POST /v1/customers) and picks them for the complaint. When the phone number is
 * already a customer's, the refusal names them and offers to use that customer instead.
 */
export const NewCallerButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { setValue } = useFormContext();
  const { canAccess } = useCanAccess({ resource: 'customers', action: 'create' });
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [create] = useCreate();
  if (!canAccess) return null;

  const pick = (id: number, name: string) => {
    setValue('customerId', id, { shouldDirty: true, shouldValidate: true });
    notify('complaints.newCaller.picked', { type: 'info', messageArgs: { name } });
    setOpen(false);
    setFailure(null);
  };
  const submit = async (values: Record<string, unknown>) => {
    setFailure(null);
    await create(
      'service/customers',
      { data: toCustomerCreate(values as CustomerFormValues) },
      { onSuccess: (created) => pick(Number(created.id), String(created.name ?? '')), onError: setFailure, returnPromise: true },
    ).catch(() => undefined);
  };
  const known = knownCaller(failure);
  return (
    <>
      <Button size="small" startIcon={<PersonAddIcon />} onClick={() => setOpen(true)} sx={{ alignSelf: 'flex-start', minHeight: 44 }}>
        {translate('complaints.newCaller.open')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="md" fullWidth aria-labelledby="new-caller-title">
        <Form defaultValues={EMPTY_CUSTOMER} onSubmit={submit}>
          <DialogTitle id="new-caller-title">{translate('complaints.newCaller.title')}</DialogTitle>
          <DialogContent>
            {failure ? (
              <ErrorAlert
                title={translate('customers.create.failure')}
                error={failure}
                sx={{ mb: 2 }}
                action={
                  known ? (
                    <Button color="inherit" size="small" onClick={() => pick(known.id, known.name)}>
                      {translate('complaints.newCaller.useKnown', { name: known.name })}
                    </Button>
                  ) : undefined
                }
              />
            ) : null}
            <CustomerFields creating />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{translate('customers.actions.cancel')}</Button>
            <SaveButton label="complaints.newCaller.save" icon={<PersonAddIcon />} />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
};
