import { Alert, Box, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { amountInWords } from '../../domain/amountInWords';
import { invoiceFigures, totalsMatch } from '../../domain/invoice';
import { invoiceKind } from '../../domain/invoiceSeries';
import { formatINR } from '../../domain/money';
import { DateText, useFormatDate } from '../../ui/DateText';
import { FigureList, type Figure } from '../../ui/FigureList';
import { StatusBadge } from '../../ui/StatusBadge';
import { ReferenceName } from '../../ui/ReferenceName';
import { InvoiceLinesTable } from './InvoiceLinesTable';
import { InvoiceParties } from './InvoiceParties';
import type { Invoice } from './types';

/**
 * One invoice as a tax invoice (CGST Rule 46; docs/architecture.md, "Money: GST and warranty"): its
 * number and dates, the supplier and the recipient with their states and GSTINs, the place of supply,
 * each line's HSN/SAC with its CGST + SGST or IGST, the totals and the total in words (English or Hindi,
 * the Indian system). The totals shown are added up from the lines; if the stored ones disagree a warning
 * says so instead of quietly showing either figure. Drawn inside the invoice's record context (its page),
 * so the booking and customer read as names. A document of total 0 is a service note (issue 27): so
 * titled, with no tax lines and a notice that it is no tax invoice (and what the brand is claimed).
 */
export const InvoiceDocument = ({ invoice }: { invoice: Invoice }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const formatDate = useFormatDate();
  const lines = invoice.lineItems ?? [];
  const figures = invoiceFigures(lines);
  const consistent = totalsMatch(invoice, figures);
  const dash = translate('common.none');
  const note = invoiceKind(invoice) === 'service_note';
  const heading = note
    ? invoice.number
      ? 'invoices.view.serviceNote'
      : 'invoices.view.draftServiceNote'
    : invoice.number
      ? 'invoices.view.taxInvoice'
      : 'invoices.view.draftInvoice';

  const figureRows: Figure[] = [
    [note ? 'invoices.view.noteNumber' : 'invoices.view.number', invoice.number ?? translate('invoices.number.draft')],
    ['invoices.view.issued', invoice.issuedAt ? <DateText key="issued" value={invoice.issuedAt} /> : dash],
    ['invoices.view.due', invoice.dueDate ? <DateText key="due" value={invoice.dueDate} /> : dash],
    [
      'invoices.view.status',
      <StatusBadge key="status" status={invoice.status} label={translate(`invoices.status.${invoice.status}`, { _: invoice.status })} />,
    ],
    ['invoices.view.customer', <ReferenceName key="customer" source="customerId" reference="service/customers" fallback="customerName" />],
  ];
  if (invoice.bookingId) figureRows.push(['invoices.view.booking', <ReferenceName key="booking" source="bookingId" reference="service/bookings" />]);
  if (invoice.registrationId) figureRows.push(['invoices.view.registration', <ReferenceName key="registration" source="registrationId" reference="catalog/registrations" />]);
  figureRows.push(['invoices.view.created', <DateText key="created" value={invoice.createdAt} withTime />]);
  if (invoice.paidAt)
    figureRows.push([
      'invoices.view.paid',
      translate('invoices.view.payment', {
        date: formatDate(invoice.paidAt),
        mode: translate(`invoices.paymentModes.${invoice.paymentMode}`, { _: invoice.paymentMode ?? '' }),
        reference: invoice.paymentReference || dash,
      }),
    ]);

  return (
    <>
      <Typography component="p" variant="h6" sx={{ fontWeight: 700, letterSpacing: 1 }}>
        {translate(heading)}
      </Typography>
      {note ? (
        <Alert severity="info" sx={{ my: 1 }}>
          {translate('invoices.view.serviceNoteNotice')}
          {Number(invoice.warrantyClaimAmount) > 0 ? ` ${translate('invoices.view.warrantyClaimed', { amount: formatINR(invoice.warrantyClaimAmount) })}` : null}
        </Alert>
      ) : null}
      <FigureList figures={figureRows} />
      {invoice.supplier || invoice.recipient ? (
        <InvoiceParties supplier={invoice.supplier} recipient={invoice.recipient} placeOfSupply={invoice.placeOfSupply} intraState={note ? undefined : invoice.intraState} />
      ) : null}
      <InvoiceLinesTable lines={lines} figures={figures} intraState={invoice.intraState} stateTaxLabel={invoice.stateTaxLabel} noCharge={note} />
      {note ? null : (
        <Box sx={{ mt: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {translate('invoices.view.inWords')}
          </Typography>
          <Typography variant="body1" sx={{ fontWeight: 500 }} data-testid="amount-in-words">
            {/* amountInWords knows English and Hindi: another language gets the English words. */}
            {amountInWords(figures.totalAmount, locale === 'hi' ? 'hi' : 'en')}
          </Typography>
        </Box>
      )}
      {invoice.creditNote ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {translate('invoices.view.cancelledBy', {
            number: invoice.creditNote.number,
            total: formatINR(invoice.creditNote.totalAmount),
          })}
        </Alert>
      ) : null}
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
