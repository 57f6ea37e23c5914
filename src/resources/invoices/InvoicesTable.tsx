import { Stack, Typography } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import { CancelInvoiceButton, IssueInvoiceButton, PayInvoiceButton } from './InvoiceActions';
import { invoiceKind } from '../../domain/invoiceSeries';
import { DateText } from '../../ui/DateText';
import { ReferenceName } from '../../ui/ReferenceName';
import { Money } from '../../ui/Money';
import { StatusBadge } from '../../ui/StatusBadge';
import { ViewRecordLink } from '../../ui/ViewRecordLink';
import type { Invoice } from './types';
import { WIDE_TABLE_SX } from '../../ui/tableSx';
import { useTableStoreKey } from '../../ui/list-tools/ListToolsContext';
import { ListTable } from '../../ui/ListTable';

const Column = DataTable.Col<Invoice>;

/**
 * The invoices table, reading the surrounding ListContext: the live list, or the sample list after
 * a failed load (then `sample` disables the row actions). Issue, Mark paid and Cancel show where the
 * invoice's status allows them (domain/invoice.ts); a service note (total 0) says so under its number.
 */
export const InvoicesTable = ({ sample = false }: { sample?: boolean }) => {
  const translate = useTranslate();
  const storeKey = useTableStoreKey();
  return (
    <ListTable<Invoice>
      // The columns are the user's own (the Columns button, issue 16 scope 4).
      storeKey={storeKey}
      rowClick={false}
      // The number, amounts, status and dates sort on the server (`sort`/`order`, docs/api.md); the sample rows do not.
      emptyKey="invoices.empty"
      sx={WIDE_TABLE_SX}
    >
      <Column source="id" label="invoices.columns.id" disableSort />
      <Column
        source="number"
        label="invoices.columns.number"
        disableSort={sample}
        render={(r) => (
          <>
            {r.number ?? (r.status === 'draft' ? translate('invoices.number.draft') : '—')}
            {/* A no-charge document (total 0) is a service note, not a tax invoice (issue 27). */}
            {invoiceKind(r) === 'service_note' ? <Typography variant="caption" display="block">{translate('invoices.kind.service_note')}</Typography> : null}
            {r.creditNote ? <Typography variant="caption" display="block">{translate('invoices.number.creditNote', { number: r.creditNote.number })}</Typography> : null}
          </>
        )}
      />
      <Column source="bookingId" label="invoices.columns.booking" disableSort render={() => <ReferenceName source="bookingId" reference="service/bookings" />} />
      <Column
        source="customerId"
        label="invoices.columns.customer"
        disableSort
        render={() => <ReferenceName source="customerId" reference="service/customers" fallback="customerName" />}
      />
      <Column source="subtotal" label="invoices.columns.subtotal" disableSort={sample} align="right" render={(r) => <Money value={r.subtotal} />} />
      <Column source="taxAmount" label="invoices.columns.tax" disableSort={sample} align="right" render={(r) => <Money value={r.taxAmount} />} />
      <Column source="totalAmount" label="invoices.columns.total" disableSort={sample} align="right" render={(r) => <Money value={r.totalAmount} />} />
      <Column
        source="status"
        label="invoices.columns.status"
        disableSort={sample}
        render={(r) => <StatusBadge status={r.status} label={translate(`invoices.status.${r.status}`, { _: r.status })} />}
      />
      <Column source="createdAt" label="invoices.columns.created" disableSort={sample} render={(r) => <DateText value={r.createdAt} />} />
      <Column source="dueDate" label="invoices.columns.due" disableSort={sample} render={(r) => (r.dueDate ? <DateText value={r.dueDate} /> : null)} />
      <Column
        label="invoices.columns.actions"
        disableSort
        render={() => (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <ViewRecordLink label="invoices.actions.view" disabled={sample} />
            <IssueInvoiceButton disabled={sample} />
            <PayInvoiceButton disabled={sample} />
            <CancelInvoiceButton disabled={sample} />
          </Stack>
        )}
      />
    </ListTable>
  );
};
