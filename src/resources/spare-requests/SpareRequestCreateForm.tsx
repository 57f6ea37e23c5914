import { Box, Button, Stack, Typography } from '@mui/material';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { NumberInput, TextInput, useTranslate, type RaRecord } from 'react-admin';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { isBlankSpareItem, isSpareRequestComplete, spareRequestTotal, type SpareItemDraft } from '../../domain/spares';
import { CreateFormCard } from '../../ui/CreateFormCard';
import { LookupInput } from '../../ui/LookupInput';
import { Money } from '../../ui/Money';
import type { SpareRequestInput } from './types';

export interface SpareRequestFormValues {
  bookingId?: string | null;
  requestedBy?: string | null;
  requestNotes?: string | null;
  requestedItems: SpareItemDraft[];
}

const EMPTY_ITEM: SpareItemDraft = { productId: null, partName: '', partNumber: '', quantity: 1, estimatedCost: null, description: '' };
const EMPTY_VALUES: SpareRequestFormValues = { bookingId: '', requestedBy: '', requestNotes: '', requestedItems: [EMPTY_ITEM] };

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());

/** How a booking reads in the lookup: "#42 · 2026-11-25 10:00 · Ravi Kumar". */
export const bookingOptionText = (booking: RaRecord) =>
  [`#${booking.id}`, [String(booking.scheduledDate ?? '').slice(0, 10), booking.scheduledTime].filter(Boolean).join(' '), booking.customerName]
    .filter(Boolean)
    .join(' · ');

/** How a technician reads in the lookup: name and e-mail (two people may share a name). */
const userOptionText = (user: RaRecord) =>
  [[user.firstName, user.lastName].filter(Boolean).join(' '), user.email].filter(Boolean).join(' · ');

/** The requester is a technician, found by name or e-mail; nothing is asked for before something is typed. */
const technicianByName = (search: string) => (search.trim() ? { search, role: 'technician' } : {});

/** The spec's payload: ids, quantity and estimated cost as numbers; untouched item rows left out. */
export const toSpareRequestInput = (values: SpareRequestFormValues): SpareRequestInput => ({
  bookingId: Number(text(values.bookingId)),
  requestedBy: Number(text(values.requestedBy)),
  requestNotes: text(values.requestNotes),
  requestedItems: (values.requestedItems ?? [])
    .filter((item) => !isBlankSpareItem(item))
    .map((item) => ({
      partName: text(item.partName),
      partNumber: text(item.partNumber),
      quantity: Number(item.quantity ?? 0),
      estimatedCost: Number(item.estimatedCost ?? 0),
      description: text(item.description),
      // A catalogue part (optional): Delivered takes it out of stock.
      ...(text(item.productId) ? { productId: Number(text(item.productId)) } : {}),
    })),
});

/** How a catalogue product reads in an item's lookup: "Power Supply (PSU-150W)". */
/** An item's catalogue product (optional), by name or SKU: picking one fills the part's name, number and cost. */
const ItemProductInput = ({ index }: { index: number }) => {
  const { setValue } = useFormContext<SpareRequestFormValues>();
  const fill = (product: RaRecord | undefined) => {
    if (!product) return;
    const options = { shouldDirty: true };
    setValue(`requestedItems.${index}.partName`, String(product.name ?? ''), options);
    setValue(`requestedItems.${index}.partNumber`, String(product.sku ?? ''), options);
    if (product.price !== null && product.price !== undefined) setValue(`requestedItems.${index}.estimatedCost`, Number(product.price), options);
  };
  return (
    <Box sx={{ maxWidth: 520 }}>
      <LookupInput
        source={`requestedItems.${index}.productId`}
        reference="products"
        label="spareRequests.fields.product"
        helperText="spareRequests.create.hints.product"
        onPick={fill}
      />
    </Box>
  );
};

/** Quantity x estimated cost over every row, in rupees, as it is typed. */
const RunningTotal = () => {
  const translate = useTranslate();
  const items = useWatch<SpareRequestFormValues, 'requestedItems'>({ name: 'requestedItems' });
  const total = spareRequestTotal((items ?? []).map((i) => ({ quantity: i?.quantity ?? 0, estimatedCost: i?.estimatedCost ?? 0 })));
  return (
    <Typography role="status" aria-live="polite" sx={{ fontWeight: 600 }}>
      {translate('spareRequests.create.total')} <Money value={total} />
    </Typography>
  );
};

/** The repeatable item rows, each a labelled group with its own Remove; one row always stays. */
const RequestedItemsInput = () => {
  const translate = useTranslate();
  const { fields, append, remove } = useFieldArray<SpareRequestFormValues, 'requestedItems'>({ name: 'requestedItems' });
  return (
    <Stack spacing={1.5}>
      <Typography component="h3" variant="subtitle1">
        {translate('spareRequests.create.items')}
      </Typography>
      {fields.map((field, index) => (
        <Box
          key={field.id}
          component="fieldset"
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, pt: 1, pb: 0, m: 0, minWidth: 0 }}
        >
          <Typography component="legend" variant="body2" color="text.secondary" sx={{ px: 0.5 }}>
            {translate('spareRequests.create.item', { n: index + 1 })}
          </Typography>
          <ItemProductInput index={index} />
          <Box
            sx={{
              display: 'grid',
              columnGap: 2,
              alignItems: 'start',
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: '1.8fr 1.4fr 0.9fr 1.4fr 1.8fr auto' },
            }}
          >
            <TextInput source={`requestedItems.${index}.partName`} label="spareRequests.fields.partName" fullWidth />
            <TextInput source={`requestedItems.${index}.partNumber`} label="spareRequests.fields.partNumber" fullWidth />
            <NumberInput source={`requestedItems.${index}.quantity`} label="spareRequests.fields.quantity" min={1} step={1} fullWidth />
            <NumberInput
              source={`requestedItems.${index}.estimatedCost`}
              label="spareRequests.fields.estimatedCost"
              min={0}
              step={0.01}
              fullWidth
            />
            <TextInput source={`requestedItems.${index}.description`} label="spareRequests.fields.description" fullWidth />
            <Button
              color="error"
              startIcon={<DeleteOutlineIcon />}
              onClick={() => remove(index)}
              disabled={fields.length <= 1}
              sx={{ mt: 1.5, alignSelf: 'start' }}
            >
              {translate('spareRequests.create.removeItem')}
            </Button>
          </Box>
        </Box>
      ))}
      <Box>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => append({ ...EMPTY_ITEM })}>
          {translate('spareRequests.create.addItem')}
        </Button>
      </Box>
    </Stack>
  );
};

/**
 * 'New Spare Request': POST /api/spare-requests. The booking (by its id, its complaint's id or the
 * customer's name) and the requesting technician (by name) are lookups. bookingId, requestedBy and
 * at least one named item are required ('Please fill all required fields'); on success it says so,
 * clears itself and refreshes the list; on a refusal or failure what was typed stays.
 */
export const SpareRequestCreateForm = () => (
  <CreateFormCard<SpareRequestFormValues>
    resource="spares/requests"
    texts="spareRequests.create"
    submitIcon={<AddCircleOutlineIcon />}
    defaultValues={EMPTY_VALUES}
    problem={(values) => (isSpareRequestComplete(values) ? null : 'spareRequests.create.required')}
    transform={toSpareRequestInput}
    columns="1fr 1fr 2fr"
    saveWhenPristine={false}
    after={<RequestedItemsInput />}
    actions={<RunningTotal />}
  >
    <LookupInput
      source="bookingId"
      reference="service/bookings"
      label="spareRequests.fields.bookingId"
      helperText="spareRequests.create.hints.bookingId"
      optionText={bookingOptionText}
    />
    <LookupInput
      source="requestedBy"
      reference="users"
      label="spareRequests.fields.requestedBy"
      helperText="spareRequests.create.hints.requestedBy"
      filterToQuery={technicianByName}
      optionText={userOptionText}
    />
    <TextInput fullWidth source="requestNotes" label="spareRequests.fields.requestNotes" multiline />
  </CreateFormCard>
);
