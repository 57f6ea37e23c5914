import { useId } from 'react';
import { Box, Card, CardContent, Chip, CircularProgress, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { RecordContextProvider, useDataProvider, useTranslate, type RaRecord } from 'react-admin';
import { EXPIRING_SOON_DAYS } from '../../domain/warranty';
import type { ServiceDeskDataProvider } from '../../providers/dataProvider';
import { DateText } from '../../ui/DateText';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { ReferenceName } from '../../ui/ReferenceName';
import type { Registration } from './types';

interface ExpiryPanelProps {
  /** i18n keys. */
  title: string;
  empty: string;
  failure: string;
  /** Under the 'catalog/registrations' query key, so a refresh after register or extend reloads it too. */
  queryKey: readonly unknown[];
  load: () => Promise<{ data: RaRecord[]; total: number }>;
}

/** A compact list of registrations with its count: serial, product and end date per line. */
const ExpiryPanel = ({ title, empty, failure, queryKey, load }: ExpiryPanelProps) => {
  const translate = useTranslate();
  const headingId = useId();
  const { data, error, isPending } = useQuery({ queryKey, queryFn: load });
  const rows = (data?.data ?? []) as Registration[];
  const count = data ? (Number.isFinite(data.total) ? data.total : rows.length) : null;
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Stack direction="row" spacing={1} alignItems="center">
          <Typography id={headingId} component="h2" variant="h6">
            {translate(title)}
          </Typography>
          {count !== null ? <Chip size="small" label={count} aria-label={translate('registrations.panels.count', { count })} /> : null}
        </Stack>
        {isPending ? <CircularProgress size={20} aria-label={translate('ra.page.loading')} /> : null}
        {error ? <ErrorAlert title={translate(failure)} error={error} /> : null}
        {data && rows.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate(empty)}
          </Typography>
        ) : null}
        {rows.length > 0 ? (
          // Focusable so keyboard users can scroll the list (axe: scrollable-region-focusable).
          <Box tabIndex={0} sx={{ maxHeight: 260, overflowY: 'auto' }}>
            <List dense disablePadding>
              {rows.map((r) => (
                <ListItem key={r.id} disableGutters divider>
                  {/* A list line is no table cell: the registration is its record, so the product reads as a name. */}
                  <RecordContextProvider value={{ ...r, productName: r.product?.name }}>
                    <ListItemText
                      primary={r.serialNo}
                      secondary={
                        <>
                          <ReferenceName source="productId" reference="products" fallback="productName" /> · {translate('registrations.panels.ends')}{' '}
                          <DateText value={r.warrantyEndDate} />
                        </>
                      }
                    />
                  </RecordContextProvider>
                </ListItem>
              ))}
            </List>
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
};

/** 'Expiring soon' (GET /api/warranties/expiring?days=30) and 'Expired' (GET /api/warranties/expired). */
export const ExpiryPanels = () => {
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
      <ExpiryPanel
        title="registrations.panels.expiring.title"
        empty="registrations.panels.expiring.empty"
        failure="registrations.panels.expiring.failure"
        queryKey={['catalog/registrations', 'getExpiringWarranties', EXPIRING_SOON_DAYS]}
        load={() => dataProvider.getExpiringWarranties(EXPIRING_SOON_DAYS)}
      />
      <ExpiryPanel
        title="registrations.panels.expired.title"
        empty="registrations.panels.expired.empty"
        failure="registrations.panels.expired.failure"
        queryKey={['catalog/registrations', 'getExpiredWarranties']}
        load={() => dataProvider.getExpiredWarranties()}
      />
    </Box>
  );
};
