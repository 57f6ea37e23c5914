import { Fragment, useId, useState, type ReactNode } from 'react';
import { Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import InsightsIcon from '@mui/icons-material/Insights';
import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { ServiceDeskDataProvider } from '../../providers/dataProvider';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { RowActionButton } from '../../ui/RowActionButton';
import type { Area, AreaActionProps, AreaPerformance } from './types';

/** The dialog body: GET /v1/areas/{id}/performance, asked for when the dialog opens. */
const PerformanceContent = ({ area }: { area: Area }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const { data, error, isPending } = useQuery({
    queryKey: ['areas', 'getAreaPerformance', area.id],
    queryFn: () => dataProvider.getAreaPerformance(area.id).then((r) => r.data as AreaPerformance),
  });
  if (error) return <ErrorAlert title={translate('areas.performance.loadFailure')} error={error} />;
  if (isPending) return <CircularProgress aria-label={translate('areas.performance.loading')} />;
  const dash = translate('common.none', { _: '—' });
  const figure = (value: number | undefined, suffix = '') => (value === undefined || value === null ? dash : `${value}${suffix}`);
  const rows: [string, ReactNode][] = [
    ['areas.performance.totalComplaints', figure(data.totalComplaints)],
    ['areas.performance.resolvedComplaints', figure(data.resolvedComplaints)],
    ['areas.performance.resolutionRate', figure(data.resolutionRate, '%')],
    ['areas.performance.activeVendors', figure(data.activeVendors)],
    ['areas.performance.maxResponseTimeHours', figure(data.maxResponseTimeHours)],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}>
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {translate(label)}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
            {value}
          </Typography>
        </Fragment>
      ))}
    </Box>
  );
};

/** 'Performance': complaints, resolution rate, vendors serving the pincode and response time of one area. */
export const AreaPerformanceButton = ({ disabled = false }: AreaActionProps) => {
  const record = useRecordContext<Area>();
  const translate = useTranslate();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const { canAccess } = useCanAccess({ resource: 'areas', action: 'show' });
  if (!record || !canAccess) return null;
  return (
    <>
      <RowActionButton
        label={translate('areas.actions.performance')}
        icon={<InsightsIcon />}
        disabled={disabled}
        onClick={() => setOpen(true)}
      />
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <DialogTitle id={titleId}>{translate('areas.performance.title', { city: record.city, pincode: record.pincode })}</DialogTitle>
        <DialogContent>{open ? <PerformanceContent area={record} /> : null}</DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('areas.performance.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
