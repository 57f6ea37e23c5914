import type { ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Card, CardContent, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { DashboardStats } from '../providers/dataProvider';
import { toDate } from '../domain/dates';
import { StatusBadge } from '../ui/StatusBadge';
import { statusKey } from './status';
import { intlLocale } from '../i18n/intlLocale';

type RecentComplaint = DashboardStats['recentComplaints'][number];
type RecentBooking = DashboardStats['recentBookings'][number];

/** The shared status badge (same colours as every list), labelled in the console's language. */
const StatusChip = ({ status }: { status: string }) => {
  const translate = useTranslate();
  return <StatusBadge status={status} label={translate(`dashboard.status.${statusKey(status)}`, { _: status })} />;
};

/** A YYYY-MM-DD day shown as "12 Mar 2025" (the day itself, not shifted by the time zone). */
const useFormatDay = () => {
  const [locale] = useLocaleState();
  return (value: string) => {
    const d = toDate(value);
    if (!d) return value ?? '';
    return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeZone: 'UTC' }).format(d);
  };
};

const RecentCard = ({
  id,
  title,
  empty,
  isEmpty,
  head,
  children,
}: {
  id: string;
  title: string;
  empty: string;
  isEmpty: boolean;
  head: string[];
  children: ReactNode;
}) => (
  <Card variant="outlined" component="section" aria-labelledby={id} sx={{ height: '100%' }}>
    <CardContent>
      <Typography id={id} component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {isEmpty ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          {empty}
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby={id}>
            <TableHead>
              <TableRow>
                {head.map((h) => (
                  <TableCell key={h} sx={{ fontWeight: 600, color: 'text.secondary' }}>
                    {h}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>{children}</TableBody>
          </Table>
        </TableContainer>
      )}
    </CardContent>
  </Card>
);

export const RecentComplaints = ({ rows }: { rows: RecentComplaint[] }) => {
  const translate = useTranslate();
  return (
    <RecentCard
      id="recent-complaints"
      title={translate('dashboard.recentComplaints')}
      empty={translate('dashboard.noRecentComplaints')}
      isEmpty={rows.length === 0}
      head={[translate('dashboard.columns.id'), translate('dashboard.columns.description'), translate('dashboard.columns.status')]}
    >
      {rows.map((c) => (
        <TableRow key={c.id}>
          <TableCell>{c.id}</TableCell>
          <TableCell sx={{ maxWidth: 320, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={c.description}>
            {c.description}
          </TableCell>
          <TableCell>
            <StatusChip status={c.status} />
          </TableCell>
        </TableRow>
      ))}
    </RecentCard>
  );
};

export const RecentBookings = ({ rows }: { rows: RecentBooking[] }) => {
  const translate = useTranslate();
  const formatDay = useFormatDay();
  return (
    <RecentCard
      id="recent-bookings"
      title={translate('dashboard.recentBookings')}
      empty={translate('dashboard.noRecentBookings')}
      isEmpty={rows.length === 0}
      head={[
        translate('dashboard.columns.id'),
        translate('dashboard.columns.serviceType'),
        translate('dashboard.columns.scheduledDate'),
        translate('dashboard.columns.scheduledTime'),
        translate('dashboard.columns.status'),
      ]}
    >
      {rows.map((b) => (
        <TableRow key={b.id}>
          <TableCell>{b.id}</TableCell>
          <TableCell>{translate(`dashboard.serviceTypes.${b.serviceType}`, { _: b.serviceType })}</TableCell>
          <TableCell>{formatDay(b.scheduledDate)}</TableCell>
          <TableCell>{b.scheduledTime}</TableCell>
          <TableCell>
            <StatusChip status={b.status} />
          </TableCell>
        </TableRow>
      ))}
    </RecentCard>
  );
};
