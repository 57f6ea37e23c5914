import { Fragment, useId, useState, type ReactNode } from 'react';
import { Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import InsightsIcon from '@mui/icons-material/Insights';
import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { ServiceDeskDataProvider } from '../../providers/dataProvider';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { Money } from '../../ui/Money';
import { RowActionButton } from '../../ui/RowActionButton';
import type { Vendor, VendorActionProps, VendorPerformance } from './types';

const PerformanceFigures = ({ performance }: { performance: VendorPerformance }) => {
  const translate = useTranslate();
  const dash = translate('common.none', { _: '—' });
  const figure = (value: number | undefined, format: (n: number) => ReactNode = String) =>
    value === undefined || value === null ? dash : format(value);
  const rows: [string, ReactNode][] = [
    ['vendors.performance.totalJobs', figure(performance.totalJobs)],
    ['vendors.performance.completedJobs', figure(performance.completedJobs)],
    ['vendors.performance.resolutionRate', figure(performance.resolutionRate, (n) => `${n}%`)],
    ['vendors.performance.averageRating', figure(performance.averageRating, (n) => (n > 0 ? n.toFixed(1) : dash))],
    ['vendors.performance.commissionEarned', <Money key="commission" value={performance.commissionEarned} />],
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

/** The performance dialog body: GET /api/vendor-assignments/{id}/performance, asked for when the dialog opens. */
const PerformanceContent = ({ vendor }: { vendor: Vendor }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const { data, error, isPending } = useQuery({
    queryKey: ['third-parties', 'getVendorPerformance', vendor.id],
    queryFn: () => dataProvider.getVendorPerformance(vendor.id).then((r) => r.data as VendorPerformance),
  });
  if (error) return <ErrorAlert title={translate('vendors.performance.loadFailure')} error={error} />;
  if (isPending) return <CircularProgress aria-label={translate('vendors.performance.loading')} />;
  return <PerformanceFigures performance={data} />;
};

/** 'Performance': jobs, resolution rate, average rating and commission earned (₹) of one vendor, in a dialog. */
export const VendorPerformanceButton = ({ disabled = false }: VendorActionProps) => {
  const record = useRecordContext<Vendor>();
  const translate = useTranslate();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const { canAccess } = useCanAccess({ resource: 'third-parties', action: 'show' });
  if (!record || !canAccess) return null;
  return (
    <>
      <RowActionButton
        label={translate('vendors.actions.performance.label')}
        icon={<InsightsIcon />}
        disabled={disabled}
        onClick={() => setOpen(true)}
      />
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <DialogTitle id={titleId}>{translate('vendors.performance.title', { name: record.name })}</DialogTitle>
        <DialogContent>{open ? <PerformanceContent vendor={record} /> : null}</DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('vendors.performance.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
