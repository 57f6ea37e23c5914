import { useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import PaidIcon from '@mui/icons-material/Paid';
import BlockIcon from '@mui/icons-material/Block';
import { useRecordContext, useTranslate } from 'react-admin';
import { canMoveInvoice, PAYMENT_MODES, type PaymentMode } from '../../domain/invoice';
import { financialYear, invoiceKind } from '../../domain/invoiceSeries';
import { formatINR } from '../../domain/money';
import { MutationButton, type MutationConfirmTexts } from '../../ui/MutationButton';
import { MutationDialogButton } from '../../ui/MutationDialogButton';
import type { Invoice, InvoiceActionProps } from './types';

// An invoice's life from its row (issue 15; docs/architecture.md, "Money: GST and warranty"): Issue (a
// draft gets its number, after a confirmation: a legal number is never taken back, issue 27), Mark paid
// (date, mode, reference) and Cancel (a credit note for an issued invoice). Each is PUT /api/invoices/:id
// with the status it moves to (docs/api.md); the server refuses other moves (409). A draft of total 0 is
// issued as a service note (SN series, never paid, cancelled without a credit note).

const ACCESS = { resource: 'invoices', action: 'edit' };
const update = (invoice: Invoice, data: Record<string, unknown>) => ({ id: invoice.id, data, previousData: invoice });
const numberArgs = (invoice: Invoice) => ({ id: invoice.id, number: invoice.number ?? `#${invoice.id}` });

const ISSUE_CONFIRM: Record<'tax_invoice' | 'service_note', MutationConfirmTexts> = {
  tax_invoice: { title: 'invoices.actions.issue.title', content: 'invoices.actions.issue.content', confirm: 'invoices.actions.issue.confirm' },
  service_note: { title: 'invoices.actions.issueNote.title', content: 'invoices.actions.issueNote.content', confirm: 'invoices.actions.issueNote.confirm' },
};

/** The confirmation's placeholders: the draft's id, its total in rupees and the financial year it is numbered in. */
const issueArgs = (invoice: Invoice) => ({ id: invoice.id, total: formatINR(invoice.totalAmount), year: financialYear(new Date()) });

/**
 * Issue a draft, once confirmed: the server gives it the next number of the warehouse's series and a
 * due date. The confirmation says so, with the total, and that an issued invoice can only be
 * cancelled by a credit note; a draft of total 0 is issued as a service note, which the confirmation
 * says instead. Cancel sends nothing.
 */
export const IssueInvoiceButton = ({ disabled = false }: InvoiceActionProps) => {
  const invoice = useRecordContext<Invoice>();
  const kind = invoice ? invoiceKind(invoice) : 'tax_invoice';
  return (
    <MutationButton<Invoice>
      access={ACCESS}
      label="invoices.actions.issue.label"
      success={kind === 'service_note' ? 'invoices.actions.issueNote.success' : 'invoices.actions.issue.success'}
      failure="invoices.actions.issue.failure"
      icon={<SendIcon fontSize="small" aria-hidden />}
      confirm={ISSUE_CONFIRM[kind]}
      args={issueArgs}
      successArgs={(answer) => ({ number: answer.number })}
      hidden={(record) => !canMoveInvoice(record.status, 'issue')}
      disabled={disabled}
      mutation={(dataProvider, record) => dataProvider.update('invoices', update(record, { status: 'sent' }))}
    />
  );
};

const CANCEL_CONFIRM: MutationConfirmTexts = {
  title: 'invoices.actions.cancel.title',
  content: 'invoices.actions.cancel.content',
  confirm: 'invoices.actions.cancel.confirm',
  cancel: 'invoices.actions.cancel.keep',
};
/** An issued service note: it keeps its number, and no credit note is made (nothing was charged). */
const CANCEL_NOTE_CONFIRM: MutationConfirmTexts = {
  title: 'invoices.actions.cancel.noteTitle',
  content: 'invoices.actions.cancel.noteContent',
  confirm: 'invoices.actions.cancel.noteConfirm',
  cancel: 'invoices.actions.cancel.keep',
};

/** Cancel after a confirmation: an issued invoice keeps its number and gets a credit note. */
export const CancelInvoiceButton = ({ disabled = false }: InvoiceActionProps) => {
  const invoice = useRecordContext<Invoice>();
  const note = invoice?.number ? invoiceKind(invoice) === 'service_note' : false;
  return (
    <MutationButton<Invoice>
      access={ACCESS}
      label="invoices.actions.cancel.label"
      success="invoices.actions.cancel.success"
      failure="invoices.actions.cancel.failure"
      icon={<BlockIcon fontSize="small" aria-hidden />}
      color="warning"
      confirm={note ? CANCEL_NOTE_CONFIRM : CANCEL_CONFIRM}
      args={numberArgs}
      hidden={(record) => !canMoveInvoice(record.status, 'cancel')}
      disabled={disabled}
      mutation={(dataProvider, record) => dataProvider.update('invoices', update(record, { status: 'cancelled' }))}
    />
  );
};

const PAY_TEXTS = {
  label: 'invoices.actions.pay.label',
  title: 'invoices.actions.pay.title',
  confirm: 'invoices.actions.pay.confirm',
  cancel: 'invoices.actions.pay.cancel',
  success: 'invoices.actions.pay.success',
  failure: 'invoices.actions.pay.failure',
};

interface PayBody {
  paidAt: string;
  paymentMode: PaymentMode;
  paymentReference: string;
}

const today = () => new Date().toISOString().slice(0, 10);

/** The dialog: payment date (default today), mode (required) and an optional reference. */
const PayDialogButton = ({ disabled }: { disabled: boolean }) => {
  const translate = useTranslate();
  const [paidAt, setPaidAt] = useState(today());
  const [mode, setMode] = useState<PaymentMode | ''>('');
  const [reference, setReference] = useState('');
  const [missing, setMissing] = useState<{ date?: boolean; mode?: boolean }>({});
  return (
    <MutationDialogButton<Invoice, PayBody, { paidAt: string; mode: PaymentMode | ''; reference: string }>
      access={ACCESS}
      texts={PAY_TEXTS}
      draft={{
        value: { paidAt, mode, reference },
        restore: (kept) => {
          setPaidAt(kept.paidAt);
          setMode(kept.mode);
          setReference(kept.reference);
        },
      }}
      args={numberArgs}
      successArgs={(_answer, invoice) => numberArgs(invoice)}
      icon={<PaidIcon fontSize="small" aria-hidden />}
      color="success"
      confirmColor="success"
      disabled={disabled}
      onOpen={() => {
        setPaidAt(today());
        setMode('');
        setReference('');
        setMissing({});
      }}
      toBody={() => {
        const problems = { date: !paidAt, mode: !mode };
        setMissing(problems);
        return problems.date || problems.mode || !mode ? null : { paidAt, paymentMode: mode, paymentReference: reference.trim() };
      }}
      mutation={(dataProvider, invoice, body) => dataProvider.update('invoices', update(invoice, { status: 'paid', ...body }))}
    >
      <TextField
        type="date"
        required
        label={translate('invoices.actions.pay.date')}
        value={paidAt}
        onChange={(event) => setPaidAt(event.target.value)}
        error={Boolean(missing.date)}
        helperText={missing.date ? translate('invoices.actions.pay.dateRequired') : undefined}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today() } }}
      />
      <TextField
        select
        required
        label={translate('invoices.actions.pay.mode')}
        value={mode}
        onChange={(event) => setMode(event.target.value as PaymentMode)}
        error={Boolean(missing.mode)}
        helperText={missing.mode ? translate('invoices.actions.pay.modeRequired') : undefined}
      >
        {PAYMENT_MODES.map((m) => (
          <MenuItem key={m} value={m}>
            {translate(`invoices.paymentModes.${m}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={translate('invoices.actions.pay.reference')}
        value={reference}
        onChange={(event) => setReference(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 64 } }}
      />
    </MutationDialogButton>
  );
};

/** Mark paid: offered on issued invoices (sent or overdue), never on a service note (nothing to pay). */
export const PayInvoiceButton = ({ disabled = false }: InvoiceActionProps) => {
  const invoice = useRecordContext<Invoice>();
  if (!invoice || !canMoveInvoice(invoice.status, 'pay', invoiceKind(invoice))) return null;
  return <PayDialogButton disabled={disabled} />;
};
