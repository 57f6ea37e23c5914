import { Stack, Typography } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import { Money } from '../../ui/Money';
import { ActiveBadge } from '../../ui/ActiveBadge';
import { AreaRowActions } from './AreaRowActions';
import { CoverageBadge } from './CoverageBadge';
import type { Area } from './types';
import { DENSE_WIDE_TABLE_SX } from '../../ui/tableSx';
import { ListTable } from '../../ui/ListTable';

const Column = DataTable.Col<Area>;

const ChargesCell = ({ record }: { record: Area }) => {
  const translate = useTranslate();
  return (
    <Stack spacing={0.25}>
      <span>
        {translate('areas.charges.service')} <Money value={record.serviceCharge} />
      </span>
      <Typography variant="caption" color="text.secondary">
        {translate('areas.charges.travel')} <Money value={record.travelCharge} />
      </Typography>
    </Stack>
  );
};

/**
 * The areas table, reading the surrounding ListContext (one client-side page of the loaded
 * areas, or of the sample areas after a failed load: then `sample` disables every row action).
 */
export const AreasTable = ({ sample = false }: { sample?: boolean }) => (
  <ListTable<Area> rowClick={false} emptyKey="areas.empty" sx={DENSE_WIDE_TABLE_SX}>
    <Column source="id" label="areas.columns.id" disableSort />
    <Column source="city" label="areas.columns.city" disableSort />
    <Column source="pincode" label="areas.columns.pincode" disableSort />
    <Column source="state" label="areas.columns.state" disableSort />
    <Column source="coverage" label="areas.columns.coverage" disableSort render={(r) => <CoverageBadge coverage={r.coverage} />} />
    <Column
      source="serviceTypes"
      label="areas.columns.serviceTypes"
      disableSort
      render={(r) => (r.serviceTypes?.length ? r.serviceTypes.join(', ') : '—')}
    />
    <Column source="serviceCharge" label="areas.columns.charges" disableSort render={(r) => <ChargesCell record={r} />} />
    <Column
      source="active"
      label="areas.columns.status"
      disableSort
      render={(r) => <ActiveBadge active={r.active} resource="areas" />}
    />
    <Column label="areas.columns.actions" disableSort render={() => <AreaRowActions disabled={sample} />} />
  </ListTable>
);
