import { useState } from 'react';
import { Button, Tooltip } from '@mui/material';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { downloadFile } from '../../ui/exporters';
import type { Invoice } from './types';

/**
 * "Download PDF" of the invoice in context (issue 15 scope 4): the tax invoice as a PDF file named
 * after its number. The PDF library is loaded only on a click (a dynamic import: its own chunk, never
 * the console's or the list's). A draft has no number yet, so no PDF: the button is disabled and says
 * why. A failure is shown, never swallowed.
 */
export const DownloadInvoicePdfButton = ({ disabled = false }: { disabled?: boolean }) => {
  const invoice = useRecordContext<Invoice>();
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (!invoice) return null;
  const draft = !invoice.number;

  const download = async () => {
    setBusy(true);
    try {
      const { invoicePdf, invoicePdfFileName } = await import('./invoicePdf');
      downloadFile(await invoicePdf(invoice), invoicePdfFileName(invoice), 'application/pdf');
    } catch (error) {
      notify('invoices.pdf.failure', {
        type: 'error',
        messageArgs: { number: invoice.number ?? `#${invoice.id}`, message: error instanceof Error ? error.message : String(error) },
      });
    } finally {
      setBusy(false);
    }
  };

  const button = (
    <Button variant="outlined" startIcon={<PictureAsPdfIcon />} onClick={download} disabled={disabled || draft} loading={busy} loadingPosition="start">
      {translate('invoices.pdf.download')}
    </Button>
  );
  // A disabled button gets no pointer events: the tooltip sits on a wrapper that can be focused.
  return draft ? (
    <Tooltip title={translate('invoices.pdf.draft')}>
      <span tabIndex={0} aria-label={translate('invoices.pdf.draft')}>
        {button}
      </span>
    </Tooltip>
  ) : (
    button
  );
};
