import { Link as MuiLink, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useCreatePath, useGetRecordRepresentation, useTranslate } from 'react-admin';
import { useAccess } from '../../ui/useAccess';
import { DateText } from '../../ui/DateText';
import { Money } from '../../ui/Money';
import { StatusBadge } from '../../ui/StatusBadge';
import type { Booking } from './types';

/**
 * The booking's status history, oldest first: status, when, who, note
 * (docs/architecture.md, "Lifecycle and SLA").
 */
export const BookingHistoryTable = ({ booking }: { booking: Booking }) => {
  const translate = useTranslate();
  const history = booking.history ?? [];
  if (!history.length) return <Typography color="text.secondary">{translate('bookings.show.noHistory')}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={translate('bookings.show.history')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('bookings.show.historyStatus')}</TableCell>
            <TableCell>{translate('bookings.show.historyAt')}</TableCell>
            <TableCell>{translate('bookings.show.historyBy')}</TableCell>
            <TableCell>{translate('bookings.show.historyNote')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {history.map((entry, index) => (
            <TableRow key={`${entry.at}-${index}`}>
              <TableCell>
                <StatusBadge status={entry.status} label={translate(`bookings.status.${entry.status}`, { _: entry.status })} />
              </TableCell>
              <TableCell>
                <DateText value={entry.at} withTime />
              </TableCell>
              <TableCell>{entry.by}</TableCell>
              <TableCell sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{entry.note}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

/** A completed job: the work notes, the parts taken from stock (quantity, price) and a link to its draft invoice. */
export const BookingWork = ({ booking }: { booking: Booking }) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { canAccess: canReadInvoices } = useAccess('invoices', 'show');
  const { canAccess: canReadProducts } = useAccess('products', 'show');
  // A part reads as a product does everywhere (its recordRepresentation): 'Mainboard (MB-4K)'.
  const represent = useGetRecordRepresentation('products');
  const parts = booking.partsUsed ?? [];
  return (
    <Stack spacing={1.5}>
      <Typography sx={{ whiteSpace: 'pre-wrap' }}>{booking.workNotes}</Typography>
      {parts.length ? (
        <TableContainer>
          <Table size="small" aria-label={translate('bookings.show.partsUsed')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('bookings.actions.complete.product')}</TableCell>
                <TableCell align="right">{translate('bookings.actions.complete.quantity')}</TableCell>
                <TableCell align="right">{translate('bookings.show.unitPrice')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {parts.map((part) => (
                <TableRow key={part.productId}>
                  <TableCell>
                    {canReadProducts ? (
                      <Link to={createPath({ resource: 'products', id: part.productId, type: 'show' })} className="sd-link">
                        {represent({ ...part, id: part.productId })}
                      </Link>
                    ) : (
                      represent({ ...part, id: part.productId })
                    )}
                  </TableCell>
                  <TableCell align="right">{part.quantity}</TableCell>
                  <TableCell align="right">
                    <Money value={part.unitPrice} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : (
        <Typography color="text.secondary">{translate('bookings.show.noParts')}</Typography>
      )}
      {booking.invoiceId ? (
        <Typography>
          {translate('bookings.show.invoice')}:{' '}
          {canReadInvoices ? (
            <MuiLink component={Link} to={createPath({ resource: 'invoices', id: booking.invoiceId, type: 'show' })}>
              {translate('bookings.show.invoiceLink', { id: booking.invoiceId })}
            </MuiLink>
          ) : (
            `#${booking.invoiceId}`
          )}
        </Typography>
      ) : null}
    </Stack>
  );
};
