import { useId, useState } from 'react';
import { Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import AppRegistrationIcon from '@mui/icons-material/AppRegistration';
import { Form, NumberInput, SelectInput, TextInput, useCreate, useNotify, useRefresh, useTranslate } from 'react-admin';
import { DEFAULT_REGISTRATION_MONTHS, missingRegistrationFields } from '../../domain/warranty';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { LookupInput, customerOptionText } from '../../ui/LookupInput';
import { PurchaseDateInput } from './PurchaseDateInput';
import { useProductChoices } from './useProductChoices';
import type { Registration } from './types';

export interface RegistrationFormValues {
  productId?: number | string | null;
  serialNo?: string | null;
  customerId?: number | string | null;
  purchaseDate?: string | null;
  warrantyMonths?: number | string | null;
  dealerId?: string | null;
  invoiceNumber?: string | null;
  notes?: string | null;
}

const EMPTY_VALUES: RegistrationFormValues = {
  productId: '',
  serialNo: '',
  customerId: '',
  purchaseDate: '',
  warrantyMonths: DEFAULT_REGISTRATION_MONTHS,
  dealerId: '',
  invoiceNumber: '',
  notes: '',
};

const isBlank = (value: unknown) => value === null || value === undefined || String(value).trim() === '';
const optionalText = (value: unknown) => (isBlank(value) ? null : String(value).trim());

/** Ids and months are whole numbers; a blank field passes here (the required check runs on submit). */
const wholeNumber = (value: unknown) =>
  isBlank(value) || /^\d+$/.test(String(value).trim()) ? undefined : 'registrations.register.errors.wholeNumber';

/** The spec's POST /api/warranties body: ids and months as numbers, blank optional texts as null. */
export const toRegistrationInput = (values: RegistrationFormValues) => ({
  productId: Number(values.productId),
  serialNo: String(values.serialNo ?? '').trim(),
  customerId: Number(String(values.customerId ?? '').trim()),
  purchaseDate: String(values.purchaseDate ?? ''),
  warrantyMonths: Number(values.warrantyMonths),
  dealerId: optionalText(values.dealerId),
  invoiceNumber: optionalText(values.invoiceNumber),
  notes: optionalText(values.notes),
});

type Problem = { kind: 'required' } | { kind: 'failure'; error: unknown } | null;

/**
 * 'Register Product': POST /api/warranties. A missing required field gives 'Please fill all
 * required fields' and nothing is sent; a refused call (e.g. 409, serial already registered) shows
 * 'Failed to register product' with the server's message. Either way what was typed stays.
 */
export const RegistrationCreateForm = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [create] = useCreate<Registration>();
  const { choices, error: productsError } = useProductChoices();
  const headingId = useId();
  // A new key remounts the form, which is how it clears after a success.
  const [formKey, setFormKey] = useState(0);
  const [problem, setProblem] = useState<Problem>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: Record<string, unknown>) => {
    if (missingRegistrationFields(values).length > 0) {
      setProblem({ kind: 'required' });
      return;
    }
    setProblem(null);
    setSubmitting(true);
    try {
      await create('catalog/registrations', { data: toRegistrationInput(values as RegistrationFormValues) }, { returnPromise: true });
    } catch (error) {
      setProblem({ kind: 'failure', error });
      return;
    } finally {
      setSubmitting(false);
    }
    notify('registrations.register.success', { type: 'success' });
    setFormKey((k) => k + 1);
    refresh();
  };

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6" gutterBottom>
          {translate('registrations.register.title')}
        </Typography>
        {problem?.kind === 'required' ? <ErrorAlert title={translate('registrations.register.required')} sx={{ mb: 2 }} /> : null}
        {problem?.kind === 'failure' ? (
          <ErrorAlert title={translate('registrations.register.failure')} error={problem.error} sx={{ mb: 2 }} />
        ) : null}
        <Form key={formKey} defaultValues={EMPTY_VALUES} onSubmit={submit} noValidate>
          <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
            <SelectInput
              source="productId"
              label="registrations.register.fields.productId"
              choices={choices}
              isRequired
              helperText={productsError ? 'registrations.register.productsFailure' : false}
            />
            <TextInput source="serialNo" label="registrations.register.fields.serialNo" isRequired autoComplete="off" />
            <LookupInput
              source="customerId"
              reference="service/customers"
              label="registrations.register.fields.customerId"
              helperText="complaints.create.hints.customerId"
              optionText={customerOptionText}
              isRequired
            />
            <PurchaseDateInput source="purchaseDate" label="registrations.register.fields.purchaseDate" isRequired />
            <NumberInput
              source="warrantyMonths"
              label="registrations.register.fields.warrantyMonths"
              isRequired
              validate={wholeNumber}
              min={1}
              step={1}
            />
            <TextInput source="dealerId" label="registrations.register.fields.dealerId" helperText="common.optional" />
            <TextInput source="invoiceNumber" label="registrations.register.fields.invoiceNumber" helperText="common.optional" />
            <TextInput source="notes" label="registrations.register.fields.notes" helperText="common.optional" multiline minRows={1} />
          </Box>
          <Stack direction="row" justifyContent="flex-end">
            <Button
              type="submit"
              variant="contained"
              disabled={submitting}
              aria-busy={submitting || undefined}
              startIcon={submitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : <AppRegistrationIcon />}
            >
              {translate('registrations.register.submit')}
            </Button>
          </Stack>
        </Form>
      </CardContent>
    </Card>
  );
};
