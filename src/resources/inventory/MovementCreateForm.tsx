import { useId, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { hi } from 'date-fns/locale/hi';
import { enIN } from 'date-fns/locale/en-IN';
import { startOfDay } from 'date-fns';
import { useQueryClient } from '@tanstack/react-query';
import {
  Form,
  FormDataConsumer,
  NumberInput,
  RadioButtonGroupInput,
  SelectInput,
  TextInput,
  useCreate,
  useLocaleState,
  useNotify,
  useTranslate,
  type Identifier,
} from 'react-admin';
import type { MovementInput, MovementType } from '../../domain/catalog';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { errorText } from '../../ui/errorText';
import { CurrentStock, stockQueryKey } from './CurrentStock';
import { MovementDateInput } from './MovementDateInput';
import { movementErrorText } from './movementErrorText';
import { MOVEMENT_TYPES } from './types';
import { productLabel, useProductChoices } from './useProductChoices';

export interface MovementFormValues {
  productId?: Identifier | '' | null;
  type?: MovementType | '' | null;
  qty?: number | string | null;
  reason?: string | null;
  ref?: string | null;
  movementDate?: Date | null;
}

/** Movement date defaults to today; the product is kept after a success so its new stock stays in view. */
const freshValues = (productId: Identifier | '' = ''): MovementFormValues => ({
  productId,
  type: '',
  qty: null,
  reason: '',
  ref: '',
  movementDate: startOfDay(new Date()),
});

const isBlank = (value: unknown) => value === null || value === undefined || String(value).trim() === '';

// Screen rules (spec part 1, section 5); the call-layer rules run after these, in the dataProvider.
const productRequired = (value: unknown) => (isBlank(value) ? 'inventory.form.errors.productRequired' : undefined);
const typeRequired = (value: unknown) => (value === 'IN' || value === 'OUT' ? undefined : 'inventory.form.errors.typeRequired');
/** Above 0, in whole units (the input's minimum is 1). */
const validQuantity = (value: unknown) => {
  const qty = Number(value);
  return isBlank(value) || !Number.isInteger(qty) || qty <= 0 ? 'inventory.form.errors.quantity' : undefined;
};

/** The picked day at the current time of day, so movements recorded on one day keep their order. */
export const movementDateOf = (day: Date | null | undefined, now: Date = new Date()): string | undefined => {
  if (!(day instanceof Date) || Number.isNaN(day.getTime())) return undefined;
  const at = new Date(day);
  at.setHours(now.getHours(), now.getMinutes(), now.getSeconds(), now.getMilliseconds());
  return at.toISOString();
};

/** The spec's payload: productId, qty, type, reason, ref, movementDate. */
export const toMovementInput = (values: MovementFormValues): MovementInput & { movementDate?: string } => ({
  productId: isBlank(values.productId) ? null : Number(values.productId),
  type: values.type || null,
  qty: isBlank(values.qty) ? null : Number(values.qty),
  reason: String(values.reason ?? '').trim(),
  ref: String(values.ref ?? '').trim(),
  movementDate: movementDateOf(values.movementDate),
});

/**
 * 'Add Movement': POST /api/inventory/movements. The screen rules are checked first, then the
 * call-layer rules (validateMovement in dataProvider.create) and the server's (409 when an OUT is
 * above the stock). A failure shows the red alert and keeps every value; a success says so,
 * refreshes the product's current stock and clears the rest of the form.
 */
export const MovementCreateForm = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [locale] = useLocaleState();
  const [create] = useCreate();
  const { data: products = [], isPending: productsPending, error: productsError } = useProductChoices();
  const headingId = useId();
  // A new key remounts the form with new defaults: how it clears after a success.
  const [form, setForm] = useState({ key: 0, defaults: freshValues() });
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (values: Record<string, unknown>) => {
    const input = toMovementInput(values as MovementFormValues);
    setFailure(null);
    setSaving(true);
    try {
      await create('inventory/transactions', { data: input }, { returnPromise: true });
    } catch (error) {
      setFailure(movementErrorText(error, translate));
      return;
    } finally {
      setSaving(false);
    }
    notify('inventory.form.success', { type: 'success' });
    await queryClient.invalidateQueries({ queryKey: stockQueryKey(input.productId as number) });
    setForm((f) => ({ key: f.key + 1, defaults: freshValues(input.productId as number) }));
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={locale === 'hi' ? hi : enIN}>
      <Box component="section" aria-labelledby={headingId} sx={{ maxWidth: 720 }}>
        <Typography id={headingId} component="h2" variant="h6" gutterBottom>
          {translate('inventory.form.title')}
        </Typography>
        {failure ? <ErrorAlert title={translate('inventory.form.failure')} error={failure} sx={{ mb: 2 }} /> : null}
        {productsError ? (
          <Alert severity="warning" variant="outlined" sx={{ mb: 2 }}>
            {translate('inventory.productsFailure', { message: errorText(productsError) })}
          </Alert>
        ) : null}
        <Form key={form.key} defaultValues={form.defaults} onSubmit={submit} noValidate>
          <SelectInput
            source="productId"
            label="inventory.form.fields.productId"
            choices={products}
            optionText={(p: { name: string; sku?: string | null }) => productLabel(p)}
            isPending={productsPending}
            validate={productRequired}
            translateChoice={false}
            emptyText="inventory.form.choose"
          />
          <FormDataConsumer<MovementFormValues>>{({ formData }) => <CurrentStock productId={formData.productId} />}</FormDataConsumer>
          <RadioButtonGroupInput
            source="type"
            label="inventory.form.fields.type"
            choices={MOVEMENT_TYPES.map((type) => ({ id: type, name: `inventory.type.${type}` }))}
            validate={typeRequired}
            row
          />
          <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
            <NumberInput
              source="qty"
              label="inventory.form.fields.qty"
              min={1}
              step={1}
              validate={validQuantity}
            />
            <MovementDateInput source="movementDate" label="inventory.form.fields.movementDate" />
            <TextInput source="reason" label="inventory.form.fields.reason" helperText="inventory.form.hints.reason" />
            <TextInput source="ref" label="inventory.form.fields.ref" helperText="inventory.form.hints.ref" />
          </Box>
          <Stack direction="row" justifyContent="flex-end" sx={{ mt: 1 }}>
            <Button
              type="submit"
              variant="contained"
              disabled={saving}
              aria-busy={saving || undefined}
              startIcon={saving ? <CircularProgress size={16} color="inherit" aria-hidden /> : <AddCircleOutlineIcon />}
            >
              {translate('inventory.form.submit')}
            </Button>
          </Stack>
        </Form>
      </Box>
    </LocalizationProvider>
  );
};
