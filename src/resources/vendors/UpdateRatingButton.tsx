import { useState } from 'react';
import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { clampRating, RATING_MAX, RATING_MIN } from '../../domain/service';
import { MutationDialogButton } from '../../ui/MutationDialogButton';
import type { Vendor, VendorActionProps } from './types';

const TEXTS = {
  label: 'vendors.rating.update',
  title: 'vendors.rating.title',
  hint: 'vendors.rating.hint',
  confirm: 'vendors.rating.save',
  cancel: 'vendors.rating.cancel',
  success: 'vendors.rating.success',
  failure: 'vendors.rating.failure',
};

/**
 * 'Update' beside the rating: PUT /api/vendor-assignments/{id} {rating} (kept by the server,
 * README, "Deliberate departures from the spec"). The dialog replaces the reference's prompt: a number,
 * clamped to 1..5.
 */
export const UpdateRatingButton = ({ disabled = false }: VendorActionProps) => {
  const translate = useTranslate();
  const [value, setValue] = useState('');
  const [notNumber, setNotNumber] = useState(false);
  return (
    <MutationDialogButton<Vendor, number>
      access={{ resource: 'third-parties', action: 'edit' }}
      texts={TEXTS}
      args={(vendor) => ({ name: vendor.name, min: RATING_MIN, max: RATING_MAX })}
      successArgs={(answer, vendor, rating) => ({ name: vendor.name, rating: answer?.rating ?? rating })}
      disabled={disabled}
      onOpen={(vendor) => {
        setValue(vendor.rating > 0 ? String(vendor.rating) : '');
        setNotNumber(false);
      }}
      toBody={() => {
        const rating = clampRating(value);
        setNotNumber(rating === null);
        return rating;
      }}
      mutation={(dataProvider, vendor, rating) => dataProvider.rateVendor(vendor.id, rating)}
    >
      <TextField
        autoFocus
        fullWidth
        label={translate('vendors.rating.label')}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={notNumber}
        helperText={notNumber ? translate('vendors.rating.notNumber') : ' '}
        // Text, not type=number, so what was typed stays visible when it is refused.
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
    </MutationDialogButton>
  );
};
