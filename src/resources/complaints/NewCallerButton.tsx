import { useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Form, SaveButton, useCreate, useNotify, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { HttpError } from '../../providers/http';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { FormDraft, clearDraft, useFormDraft, useUrlDialog } from '../../ui/urlDialog';
import { CustomerFields } from '../customers/CustomerFields';
import { EMPTY_CUSTOMER, toCustomerCreate, type CustomerFormValues } from '../customers/customerInput';
import { useAccess } from '../../ui/useAccess';

/** The customer a refused new caller already is (POST /v1/customers' 409 names them), or null. */
const knownCaller = (error: unknown): { id: number; name: string } | null => {
  if (!(error instanceof HttpError) || error.status !== 409 || error.i18nKey !== 'serverText.customerPhoneUsed') return null;
  const { id, name } = (error.i18nValues ?? {}) as { id?: unknown; name?: unknown };
  return typeof id === 'number' ? { id, name: String(name ?? '') } : null;
};

/** The dialog's name in the URL (#dialog=newCaller) and of its draft. */
const DIALOG = 'newCaller';

/**
 * The customer's form, mounted as the dialog opens: it starts from the draft when there is one;
 * `children` place the draft's note (FormDraft).
 */
const NewCallerForm = ({ onSubmit, children }: { onSubmit: (values: Record<string, unknown>) => Promise<void>; children: (draftNote: ReactNode) => ReactNode }) => {
  const { draft, restored, formKey, discard } = useFormDraft<CustomerFormValues>(DIALOG);
  return (
    <Form key={formKey} defaultValues={draft ?? EMPTY_CUSTOMER} onSubmit={onSubmit}>
      {children(<FormDraft name={DIALOG} restored={restored} onDiscard={discard} sx={{ mb: 2 }} />)}
    </Form>
  );
};

/**
 * 'New caller' beside the complaint form's customer (issue 27): a dialog with the customer's fields
 * that creates them (POST /v1/customers) and picks them for the complaint. When the phone number is
 * already a customer's, the refusal names them and offers to use that customer instead. The dialog
 * is in the URL (Back closes it and stays on the complaint form) and what is typed in it is kept
 * as a draft until the caller is picked or Cancel drops it.
 */
export const NewCallerButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { setValue } = useFormContext();
  const { canAccess } = useAccess('customers', 'create');
  const [failure, setFailure] = useState<unknown>(null);
  const [create] = useCreate();
  const dialog = useUrlDialog(DIALOG, { enabled: Boolean(canAccess), onOpen: () => setFailure(null) });
  if (!canAccess) return null;

  const pick = (id: number, name: string) => {
    setValue('customerId', id, { shouldDirty: true, shouldValidate: true });
    notify('complaints.newCaller.picked', { type: 'info', messageArgs: { name } });
    clearDraft(DIALOG);
    dialog.closeDialog();
    setFailure(null);
  };
  const cancel = () => {
    clearDraft(DIALOG);
    dialog.closeDialog();
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
      <Button size="small" startIcon={<PersonAddIcon />} onClick={dialog.openDialog} sx={{ alignSelf: 'flex-start', minHeight: 44 }}>
        {translate('complaints.newCaller.open')}
      </Button>
      <Dialog open={dialog.open} onClose={dialog.closeDialog} maxWidth="md" fullWidth aria-labelledby="new-caller-title">
        <NewCallerForm onSubmit={submit}>
          {(draftNote) => (
            <>
              <DialogTitle id="new-caller-title">{translate('complaints.newCaller.title')}</DialogTitle>
              <DialogContent>
                {draftNote}
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
                <Button onClick={cancel}>{translate('customers.actions.cancel')}</Button>
                <SaveButton label="complaints.newCaller.save" icon={<PersonAddIcon />} />
              </DialogActions>
            </>
          )}
        </NewCallerForm>
      </Dialog>
    </>
  );
};
