import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import type { StatusCount } from './status';

const StatusChart = lazy(() => import('./StatusChart'));

/** A chart that cannot draw (old browser, odd data) must not take the numbers down with it. */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error('[dashboard] chart failed to render', error);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

export const formatCount = (n: number) => new Intl.NumberFormat('en-IN').format(n);

/** A card with a chart of counts by status and, beside it, the same numbers as a labelled list (read by screen readers and tests). */
export const StatusBreakdown = ({ title, variant, items }: { title: string; variant: 'bar' | 'pie'; items: StatusCount[] }) => {
  const translate = useTranslate();
  const titleId = `status-breakdown-${variant}`;
  const total = items.reduce((sum, i) => sum + i.value, 0);
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          {title}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(140px, 2fr)' }, gap: 2, alignItems: 'center' }}>
          {total > 0 ? (
            <Box role="img" aria-label={title} sx={{ minHeight: 220 }}>
              <ChartBoundary>
                <Suspense fallback={<Skeleton variant="rounded" height={220} />}>
                  <StatusChart variant={variant} title={title} items={items} />
                </Suspense>
              </ChartBoundary>
            </Box>
          ) : (
            <Box sx={{ minHeight: 120, display: 'grid', placeItems: 'center' }}>
              <Typography variant="body2" color="text.secondary">
                {translate('dashboard.noData')}
              </Typography>
            </Box>
          )}
          <Box component="ul" aria-label={title} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {items.map((i) => (
              <Box
                component="li"
                key={i.id}
                sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.75, borderBottom: 1, borderColor: 'divider' }}
              >
                <Box aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: i.color, flexShrink: 0 }} />
                <Typography component="span" variant="body2" sx={{ flexGrow: 1 }}>
                  {i.label}
                </Typography>
                <Typography component="span" variant="body2" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                  {formatCount(i.value)}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
};
