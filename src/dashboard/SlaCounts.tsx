import { Link as RouterLink } from 'react-router-dom';
import { useCreatePath, useTranslate } from 'react-admin';
import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import type { DashboardStats } from '../providers/dataProvider';
import type { SlaStatus } from '../domain/sla';
import { formatCount } from './StatusBreakdown';

const LINKED: { state: SlaStatus; key: 'atRisk' | 'breached'; color: string }[] = [
  { state: 'at_risk', key: 'atRisk', color: 'warning.main' },
  { state: 'breached', key: 'breached', color: 'error.main' },
];

/**
 * Complaints at risk of missing their resolution time and those past it
 * (docs/architecture.md, "Lifecycle and SLA"), each count a link to the complaint list filtered by that
 * SLA status; beside them, how many are on track and met.
 */
export const SlaCounts = ({ stats }: { stats: NonNullable<DashboardStats['slaStats']> }) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const list = createPath({ resource: 'service/complaints', type: 'list' });
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
  return (
    <Card variant="outlined" component="section" aria-labelledby="dashboard-sla" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id="dashboard-sla" component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          {translate('dashboard.sla.title')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'baseline' }}>
          {LINKED.map(({ state, key, color }) => (
            <Link
              key={state}
              component={RouterLink}
              to={`${list}?filter=${encodeURIComponent(JSON.stringify({ slaStatus: state }))}`}
              underline="hover"
              sx={{ display: 'inline-flex', gap: 1, alignItems: 'baseline', color, fontWeight: 600 }}
            >
              <span>{translate(`complaints.sla.${state}`)}</span>
              <Typography component="span" variant="h5" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                {formatCount(num(stats[key]))}
              </Typography>
            </Link>
          ))}
          <Typography variant="body2" color="text.secondary">
            {translate('dashboard.sla.others', { onTrack: formatCount(num(stats.onTrack)), met: formatCount(num(stats.met)) })}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
};
