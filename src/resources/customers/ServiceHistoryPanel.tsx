import { useId, type ComponentType } from 'react';
import { Box, Button, Card, CardContent, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import RefreshIcon from '@mui/icons-material/Refresh';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import BuildOutlinedIcon from '@mui/icons-material/BuildOutlined';
import HistoryIcon from '@mui/icons-material/History';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ServiceDeskDataProvider } from '../../providers/dataProvider';
import { DateText } from '../../ui/DateText';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { PageLoading } from '../../ui/PageLoading';
import type { Customer, ServiceHistoryEntry } from './types';

const TYPE_ICONS: Record<string, ComponentType<SvgIconProps>> = {
  registration: VerifiedUserOutlinedIcon,
  complaint: ReportProblemOutlinedIcon,
  booking: EventOutlinedIcon,
  spare_request: BuildOutlinedIcon,
};

const HistoryEntry = ({ entry }: { entry: ServiceHistoryEntry }) => {
  const translate = useTranslate();
  const type = entry.type ?? 'other';
  const Icon = TYPE_ICONS[type] ?? HistoryIcon;
  return (
    <ListItem alignItems="flex-start" divider data-entry-type={type}>
      <ListItemIcon sx={{ minWidth: 40, mt: 0.5 }}>
        <Icon color="primary" aria-hidden />
      </ListItemIcon>
      <ListItemText
        primary={entry.summary}
        secondary={
          <>
            <span>{translate(`customers.history.types.${type}`, { _: type })}</span>
            {' · '}
            <DateText value={entry.date} />
          </>
        }
      />
    </ListItem>
  );
};

/** The selected customer's registrations, complaints, bookings and spare requests, newest first. */
const CustomerHistory = ({ customer }: { customer: Customer }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const { data, error, isPending, refetch } = useQuery({
    queryKey: ['service/customers', 'service-history', customer.id],
    queryFn: () => dataProvider.getServiceHistory(customer.id),
  });
  if (isPending) return <PageLoading />;
  // README, "Deliberate departures from the spec": a failed history load shows the error, never silently.
  if (error) {
    return (
      <ErrorAlert
        title={translate('customers.history.loadFailure')}
        error={error}
        action={
          <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={() => refetch()}>
            {translate('common.reload')}
          </Button>
        }
      />
    );
  }
  const entries = (data?.data ?? []) as ServiceHistoryEntry[];
  if (entries.length === 0) return <EmptyState text={translate('customers.history.empty')} />;
  return (
    <List component="ol" aria-label={translate('customers.history.listLabel', { name: customer.name })} disablePadding>
      {entries.map((entry) => (
        <HistoryEntry key={entry.id} entry={entry} />
      ))}
    </List>
  );
};

/** The side panel: a prompt until a customer is selected, then that customer's service history. */
export const ServiceHistoryPanel = ({ customer }: { customer: Customer | null }) => {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ position: { lg: 'sticky' }, top: { lg: 80 } }}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6">
          {translate('customers.history.title')}
        </Typography>
        {customer ? (
          <>
            <Typography variant="body2" color="text.secondary" gutterBottom>
              {customer.name} · {customer.email}
            </Typography>
            <CustomerHistory customer={customer} />
          </>
        ) : (
          <Box role="status" sx={{ py: 5, display: 'grid', justifyItems: 'center', gap: 1, color: 'text.secondary' }}>
            <HistoryIcon fontSize="large" aria-hidden />
            <Typography>{translate('customers.history.prompt')}</Typography>
          </Box>
        )}
      </CardContent>
    </Card>
  );
};
