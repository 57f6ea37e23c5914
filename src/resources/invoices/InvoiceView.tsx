import { useId } from 'react';
import {
  Alert,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { TAX_RATE, invoiceTotals, lineAmount, totalsMatch } from '../../domain/invoice';
import { formatINR } from '../../domain/money';
import { DateText } from '../../ui/DateText';
import { FigureList } from '../../ui/FigureList';
import { Money } from '../../ui/Money';
import { StatusBadge } from '../../ui/StatusBadge';
import { ReferenceName } from '../../ui/ReferenceName';
import type { Invoice } from './types';

const TotalRow = ({ label, value, strong = false }: { label: string; value: number; strong?: boolean }) => (
  <TableRow>
    <TableCell colSpan={3} align="right" sx={{ fontWeight: strong ? 700 : 500, color: 'text.primary', fontSize: '0.875rem' }}>
      {label}
    </TableCell>
    <TableCell align="right" sx={{ fontWeight: strong ? 700 : 500, color: 'text.primary', fontSize: '0.875rem' }}>
      <Money value={value} />
    </TableCell>
  </TableRow>
);

/**
 * One invoice as a printable document: its details, line items and the totals recomputed from
 * the lines with the 18% GST rule (DESIGN section 6). The stored totals must agree; if they do not,
 * a warning says so instead of quietly showing either figure. Drawn inside the invoice's record
 * context (its page), so the booking and customer read as names.
 */
export const InvoiceDocument = ({ invoice }: { invoice: Invoice }) => {
  const translate = useTranslate();
  const linesHeadingId = useId();
  const lines = invoice.lineItems ?? [];
  const totals = invoiceTotals(lines, TAX_RATE);
  const consistent = totalsMatch(invoice, totals);

  return (
    <>
      <FigureList
        figures={[
          ['invoices.view.booking', <ReferenceName key="booking" source="bookingId" reference="service/bookings" />],
          ['invoices.view.customer', <ReferenceName key="customer" source="customerId" reference="service/customers" fallback="customerName" />],
          [
            'invoices.view.status',
            <StatusBadge key="status" status={invoice.status} label={translate(`invoices.status.${invoice.status}`, { _: invoice.status })} />,
          ],
          ['invoices.view.created', <DateText key="created" value={invoice.createdAt} withTime />],
        ]}
      />
      <Typography id={linesHeadingId} component="h2" variant="subtitle1" sx={{ mt: 3, mb: 1 }}>
        {translate('invoices.view.lineItems')}
      </Typography>
      <TableContainer>
        <Table size="small" aria-labelledby={linesHeadingId}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('invoices.view.description')}</TableCell>
              <TableCell align="right">{translate('invoices.view.quantity')}</TableCell>
              <TableCell align="right">{translate('invoices.view.unitPrice')}</TableCell>
              <TableCell align="right">{translate('invoices.view.amount')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line, index) => (
              <TableRow key={`${line.description}-${index}`}>
                <TableCell>{line.description}</TableCell>
                <TableCell align="right">{line.quantity}</TableCell>
                <TableCell align="right">
                  <Money value={line.unitPrice} />
                </TableCell>
                <TableCell align="right">
                  <Money value={lineAmount(line)} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TotalRow label={translate('invoices.view.subtotal')} value={totals.subtotal} />
            <TotalRow label={translate('invoices.view.gst', { rate: Math.round(TAX_RATE * 100) })} value={totals.taxAmount} />
            <TotalRow label={translate('invoices.view.total')} value={totals.totalAmount} strong />
          </TableFooter>
        </Table>
      </TableContainer>
      {consistent ? null : (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {translate('invoices.view.mismatch', {
            subtotal: formatINR(invoice.subtotal),
            tax: formatINR(invoice.taxAmount),
            total: formatINR(invoice.totalAmount),
          })}
        </Alert>
      )}
    </>
  );
};
