import { Box, Chip, Stack, Typography } from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import { DataTable, useTranslate } from 'react-admin';
import { useTableStoreKey } from '../../ui/list-tools/ListToolsContext';
import { ActiveBadge } from '../../ui/ActiveBadge';
import { UpdateRatingButton } from './UpdateRatingButton';
import { VendorRowActions } from './VendorRowActions';
import type { Vendor } from './types';
import { DENSE_WIDE_TABLE_SX } from '../../ui/tableSx';
import { ListTable } from '../../ui/ListTable';

const Column = DataTable.Col<Vendor>;

const NameCell = ({ record }: { record: Vendor }) => (
  <Stack spacing={0.5} alignItems="flex-start">
    <Typography variant="body2" sx={{ fontWeight: 500 }}>
      {record.name}
    </Typography>
    {record.specializations?.length ? (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
        {record.specializations.map((specialization) => (
          <Chip key={specialization} label={specialization} size="small" variant="outlined" />
        ))}
      </Box>
    ) : null}
  </Stack>
);

const ContactCell = ({ record }: { record: Vendor }) => (
  <Stack spacing={0.25}>
    <span>{record.email}</span>
    <Typography variant="caption" color="text.secondary">
      {record.phone}
    </Typography>
  </Stack>
);

const LocationCell = ({ record }: { record: Vendor }) => {
  const place = [record.city, record.state].filter(Boolean).join(', ');
  return (
    <Stack spacing={0.25}>
      <span>{place || '—'}</span>
      {record.pincode ? (
        <Typography variant="caption" color="text.secondary">
          {record.pincode}
        </Typography>
      ) : null}
    </Stack>
  );
};

const RatingCell = ({ record, sample }: { record: Vendor; sample: boolean }) => {
  const rated = Number(record.rating) > 0;
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, whiteSpace: 'nowrap' }}>
        {rated ? <StarIcon fontSize="small" color="warning" aria-hidden /> : null}
        {/* Unrated vendors (new ones) show a dash, not 0. */}
        <span>{rated ? Number(record.rating).toFixed(1) : '—'}</span>
      </Box>
      <UpdateRatingButton disabled={sample} />
    </Stack>
  );
};

/**
 * The vendors table, reading the surrounding ListContext: the live list, or the sample list after
 * a failed load (then `sample` disables every row action).
 */
export const VendorsTable = ({ sample = false }: { sample?: boolean }) => {
  const translate = useTranslate();
  const storeKey = useTableStoreKey();
  return (
    <ListTable<Vendor>
      // The columns are the user's own (the list's Columns menu).
      storeKey={storeKey}
      rowClick={false}
      emptyKey="vendors.empty"
      sx={DENSE_WIDE_TABLE_SX}
    >
      <Column source="id" label="vendors.columns.id" disableSort />
      <Column source="name" label="vendors.columns.name" render={(r) => <NameCell record={r} />} />
      <Column source="type" label="vendors.columns.type" render={(r) => translate(`vendors.type.${r.type}`, { _: r.type })} />
      <Column source="email" label="vendors.columns.contact" disableSort render={(r) => <ContactCell record={r} />} />
      <Column source="city" label="vendors.columns.location" render={(r) => <LocationCell record={r} />} />
      <Column source="rating" label="vendors.columns.rating" render={(r) => <RatingCell record={r} sample={sample} />} />
      <Column
        source="commissionPercentage"
        label="vendors.columns.commission"
        disableSort
        render={(r) => translate('vendors.commission', { rate: Number(r.commissionPercentage) })}
      />
      <Column
        source="isActive"
        label="vendors.columns.status"
        render={(r) => <ActiveBadge active={r.isActive} resource="vendors" />}
      />
      <Column label="vendors.columns.actions" disableSort render={() => <VendorRowActions disabled={sample} />} />
    </ListTable>
  );
};
