import { useId } from 'react';
import { Skeleton, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { RecordContextProvider, useDataProvider, useTranslate } from 'react-admin';
import type { ServiceDeskDataProvider } from '../../providers/dataProvider';
import { isSampleWorthy } from '../../providers/http';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { ReferenceName } from '../../ui/ReferenceName';
import { SampleDataBanner } from '../../ui/SampleDataBanner';
import { StatTiles } from '../../ui/StatTiles';
import { SAMPLE_BOM_STATS } from './sampleBoms';
import type { BomStats } from './types';

const StatsView = ({ stats }: { stats: BomStats }) => {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Stack spacing={3}>
      <StatTiles
        tiles={[
          ['boms.stats.total', stats.totalBoms],
          ['boms.stats.active', stats.totalByStatus.active ?? 0],
          ['boms.stats.draft', stats.totalByStatus.draft ?? 0],
          ['boms.stats.inactive', stats.totalByStatus.inactive ?? 0],
        ]}
      />
      <section aria-labelledby={headingId}>
        <Typography id={headingId} component="h3" variant="subtitle1" gutterBottom>
          {translate('boms.stats.byProduct')}
        </Typography>
        {stats.totalByProduct.length ? (
          <TableContainer>
            <Table size="small" aria-labelledby={headingId}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('boms.stats.product')}</TableCell>
                  <TableCell align="right">{translate('boms.stats.count')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {stats.totalByProduct.map((row) => (
                  <TableRow key={row.productId}>
                    <TableCell>
                      {/* A stats row is no record: it is given as one, so the product reads as its name and links to it. */}
                      <RecordContextProvider value={row}>
                        <ReferenceName source="productId" reference="products" fallback="productName" />
                      </RecordContextProvider>
                    </TableCell>
                    <TableCell align="right">{row.bomCount}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        ) : (
          <EmptyState text={translate('boms.stats.empty')} />
        )}
      </section>
    </Stack>
  );
};

/** 'Statistics': GET /api/boms/stats; on failure the error (no answer or 5xx: plus the sample figures under the banner). */
export const BomStatistics = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const { data, error, isPending } = useQuery({
    queryKey: ['catalog/boms', 'getBomStats'],
    queryFn: () => dataProvider.getBomStats().then((r) => r.data as BomStats),
  });
  if (error) {
    return (
      <Stack spacing={2}>
        <ErrorAlert title={translate('boms.stats.loadFailure')} error={error} />
        {isSampleWorthy(error) ? (
          <>
            <SampleDataBanner />
            <StatsView stats={SAMPLE_BOM_STATS} />
          </>
        ) : null}
      </Stack>
    );
  }
  if (isPending) return <Skeleton variant="rounded" height={160} aria-label={translate('boms.stats.loading')} />;
  return <StatsView stats={data} />;
};
