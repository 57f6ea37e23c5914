import { Box, Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { NumberInput, useGetRecordRepresentation, useTranslate, type RaRecord } from 'react-admin';
import { useFieldArray } from 'react-hook-form';
import { LookupInput } from '../../ui/LookupInput';

export interface PartUsedDraft {
  productId: string | number | null;
  quantity: number | string | null;
}

export const EMPTY_PART: PartUsedDraft = { productId: '', quantity: 1 };


/**
 * The parts used on the job: rows of a product (looked up by name or SKU) and a quantity, each a
 * labelled group with its own Remove; Add part appends a row. No row at all is a job without parts.
 */
export const PartsUsedInput = () => {
  const translate = useTranslate();
  // A product as it reads everywhere (its recordRepresentation), and what is in stock: 'Mainboard (MB-4K) · 3 in stock'.
  const represent = useGetRecordRepresentation('products');
  const optionText = (p: RaRecord) => `${represent(p)} · ${translate('bookings.actions.complete.inStock', { n: p.stock ?? 0 })}`;
  const { fields, append, remove } = useFieldArray<{ partsUsed: PartUsedDraft[] }, 'partsUsed'>({ name: 'partsUsed' });
  return (
    <Stack spacing={1}>
      <Typography component="h3" variant="subtitle1">
        {translate('bookings.actions.complete.parts')}
      </Typography>
      {fields.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('bookings.actions.complete.noParts')}
        </Typography>
      ) : null}
      {fields.map((field, index) => (
        <Box key={field.id} component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, pt: 0.5, pb: 0, m: 0, minWidth: 0 }}>
          <Typography component="legend" variant="body2" color="text.secondary" sx={{ px: 0.5 }}>
            {translate('bookings.actions.complete.part', { n: index + 1 })}
          </Typography>
          <Box sx={{ display: 'grid', columnGap: 2, alignItems: 'start', gridTemplateColumns: { xs: '1fr', sm: '3fr 1fr auto' } }}>
            <LookupInput
              source={`partsUsed.${index}.productId`}
              reference="products"
              label="bookings.actions.complete.product"
              helperText="bookings.actions.complete.productHint"
              optionText={optionText}
            />
            <NumberInput source={`partsUsed.${index}.quantity`} label="bookings.actions.complete.quantity" min={1} step={1} fullWidth />
            <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={() => remove(index)} sx={{ mt: 1.5, alignSelf: 'start' }}>
              {translate('bookings.actions.complete.removePart', { n: index + 1 })}
            </Button>
          </Box>
        </Box>
      ))}
      <Box>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => append({ ...EMPTY_PART })}>
          {translate('bookings.actions.complete.addPart')}
        </Button>
      </Box>
    </Stack>
  );
};
