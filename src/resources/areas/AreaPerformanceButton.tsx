import { useNavigate } from 'react-router-dom';
import { CircularProgress } from '@mui/material';
import InsightsIcon from '@mui/icons-material/Insights';
import { useQuery } from '@tanstack/react-query';
import { useCreatePath, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { ServiceDeskDataProvider } from '../../providers/dataProvider';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { FigureList, figureOr } from '../../ui/FigureList';
import { OVER_LIST, RecordDialog } from '../../ui/RecordDialog';
import { RowActionButton } from '../../ui/RowActionButton';
import type { Area, AreaActionProps, AreaPerformance } from './types';
import { useAccess } from '../../ui/useAccess';

/** GET /v1/areas/{id}/performance of the area in context. */
const PerformanceContent = () => {
  const area = useRecordContext<Area>()!;
  const translate = useTranslate();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const { data, error, isPending } = useQuery({
    queryKey: ['areas', 'getAreaPerformance', area.id],
    queryFn: () => dataProvider.getAreaPerformance(area.id).then((r) => r.data as AreaPerformance),
  });
  if (error) return <ErrorAlert title={translate('areas.performance.loadFailure')} error={error} />;
  if (isPending) return <CircularProgress aria-label={translate('areas.performance.loading')} />;
  const figure = figureOr(translate('common.none', { _: '—' }));
  const percent = (n: number) => `${n}%`;
  return (
    <FigureList
      figures={[
        ['areas.performance.totalComplaints', figure(data.totalComplaints)],
        ['areas.performance.resolvedComplaints', figure(data.resolvedComplaints)],
        ['areas.performance.resolutionRate', figure(data.resolutionRate, percent)],
        ['areas.performance.activeVendors', figure(data.activeVendors)],
        ['areas.performance.maxResponseTimeHours', figure(data.maxResponseTimeHours)],
      ]}
    />
  );
};

/** /admin/areas/:id/show: complaints, resolution rate, vendors serving the pincode and response time of one area, over the list. */
export const AreaPerformanceDialog = () => {
  const translate = useTranslate();
  return (
    <RecordDialog<Area>
      resource="areas"
      title={(area) => translate('areas.performance.title', { city: area.city, pincode: area.pincode })}
      closeKey="areas.performance.close"
      loadFailureKey="areas.performance.loadFailure"
    >
      <PerformanceContent />
    </RecordDialog>
  );
};

/** 'Performance': opens the area's performance at its own URL. */
export const AreaPerformanceButton = ({ disabled = false }: AreaActionProps) => {
  const record = useRecordContext<Area>();
  const translate = useTranslate();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const { canAccess } = useAccess('areas', 'show');
  if (!record || !canAccess) return null;
  return (
    <RowActionButton
      label={translate('areas.actions.performance')}
      icon={<InsightsIcon />}
      disabled={disabled}
      onClick={() => navigate(createPath({ resource: 'areas', id: record.id, type: 'show' }), { state: OVER_LIST })}
    />
  );
};
