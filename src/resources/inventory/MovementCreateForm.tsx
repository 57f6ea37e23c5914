import { useRef } from 'react';
import { Box } from '@mui/material';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { dateFnsLocale } from '../../i18n/dateFnsLocale';
import { startOfDay } from 'date-fns';
import { useQueryClient } from '@tanstack/react-query';
import {
  FormDataConsumer,
  NumberInput,
  RadioButtonGroupInput,
  TextInput,
  useLocaleState,
  type Identifier,
} from 'react-admin';
import type { MovementInput, MovementType } from '../../domain/catalog';
import { CreateFormCard } from '../../ui/CreateFormCard';
import { LookupInput } from '../../ui/LookupInput';
import { CurrentStock, stockQueryKey } from './CurrentStock';
import { MovementDateInput } from './MovementDateInput';
import { MOVEMENT_TYPES } from './types';

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
  const queryClient = useQueryClient();
  const [locale] = useLocaleState();
  // The product of the last movement recorded: the form starts again with it, its new stock in view.
  const lastProduct = useRef<Identifier | ''>('');

  const created = async (_record: unknown, values: MovementFormValues) => {
    const productId = toMovementInput(values).productId as number;
    lastProduct.current = productId;
    await queryClient.invalidateQueries({ queryKey: stockQueryKey(productId) });
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={dateFnsLocale(locale)}>
      <CreateFormCard<MovementFormValues>
        resource="inventory/transactions"
        texts="inventory.form"
        inTab
        submitIcon={<AddCircleOutlineIcon />}
        defaultValues={() => freshValues(lastProduct.current)}
        transform={toMovementInput}
        columns={false}
        onCreated={created}
      >
        <Box sx={{ maxWidth: 720 }}>
          {/* Searched on the server as the user types: any product of the catalogue, not the first 100. */}
          <LookupInput
            source="productId"
            reference="products"
            label="inventory.form.fields.productId"
            helperText="inventory.form.choose"
            validate={[productRequired]}
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
            <NumberInput source="qty" label="inventory.form.fields.qty" min={1} step={1} validate={validQuantity} />
            <MovementDateInput source="movementDate" label="inventory.form.fields.movementDate" />
            <TextInput source="reason" label="inventory.form.fields.reason" helperText="inventory.form.hints.reason" />
            <TextInput source="ref" label="inventory.form.fields.ref" helperText="inventory.form.hints.ref" />
          </Box>
        </Box>
      </CreateFormCard>
    </LocalizationProvider>
  );
};
