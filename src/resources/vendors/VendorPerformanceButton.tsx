import { useNavigate } from 'react-router-dom';
import { CircularProgress } from '@mui/material';
import InsightsIcon from '@mui/icons-material/Insights';
import { useQuery } from '@tanstack/react-query';
import { useCreatePath, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { ServiceDeskDataProvider } from '../../providers/dataProvider';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { FigureList, figureOr } from '../../ui/FigureList';
import { Money } from '../../ui/Money';
import { OVER_LIST, RecordDialog } from '../../ui/RecordDialog';
import { RowActionButton } from '../../ui/RowActionButton';
import type { Vendor, VendorActionProps, VendorPerformance } from './types';
import { useAccess } from '../../ui/useAccess';

/** GET /api/vendor-assignments/{id}/performance of the vendor in context: jobs, resolution rate, rating, commission (₹). */
const PerformanceContent = () => {
  const vendor = useRecordContext<Vendor>()!;
  const translate = useTranslate();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const { data, error, isPending } = useQuery({
    queryKey: ['third-parties', 'getVendorPerformance', vendor.id],
    queryFn: () => dataProvider.getVendorPerformance(vendor.id).then((r) => r.data as VendorPerformance),
  });
  if (error) return <ErrorAlert title={translate('vendors.performance.loadFailure')} error={error} />;
  if (isPending) return <CircularProgress aria-label={translate('vendors.performance.loading')} />;
  const dash = translate('common.none', { _: '—' });
  const figure = figureOr(dash);
  return (
    <FigureList
      figures={[
        ['vendors.performance.totalJobs', figure(data.totalJobs)],
        ['vendors.performance.completedJobs', figure(data.completedJobs)],
        ['vendors.performance.resolutionRate', figure(data.resolutionRate, (n) => `${n}%`)],
        ['vendors.performance.averageRating', figure(data.averageRating, (n) => (n > 0 ? n.toFixed(1) : dash))],
        ['vendors.performance.commissionEarned', <Money key="commission" value={data.commissionEarned} />],
      ]}
    />
  );
};

/** /admin/third-parties/:id/show: the vendor's performance over the vendor list. */
export const VendorPerformanceDialog = () => {
  const translate = useTranslate();
  return (
    <RecordDialog<Vendor>
      resource="third-parties"
      title={(vendor) => translate('vendors.performance.title', { name: vendor.name })}
      closeKey="vendors.performance.close"
      loadFailureKey="vendors.performance.loadFailure"
    >
      <PerformanceContent />
    </RecordDialog>
  );
};

/** 'Performance': opens the vendor's performance at its own URL. */
export const VendorPerformanceButton = ({ disabled = false }: VendorActionProps) => {
  const record = useRecordContext<Vendor>();
  const translate = useTranslate();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const { canAccess } = useAccess('third-parties', 'show');
  if (!record || !canAccess) return null;
  return (
    <RowActionButton
      label={translate('vendors.actions.performance.label')}
      icon={<InsightsIcon />}
      disabled={disabled}
      onClick={() => navigate(createPath({ resource: 'third-parties', id: record.id, type: 'show' }), { state: OVER_LIST })}
    />
  );
};
