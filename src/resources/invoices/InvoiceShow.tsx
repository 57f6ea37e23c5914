import { useTranslate } from 'react-admin';
import { RecordPage } from '../../ui/RecordPage';
import { INVOICE_NO_PRINT, INVOICE_PRINT_ROOT, InvoicePrintStyles } from './InvoicePrintStyles';
import { InvoiceDocument } from './InvoiceView';
import { DownloadInvoicePdfButton } from './DownloadInvoicePdfButton';
import { PrintInvoiceButton } from './PrintInvoiceButton';
import { invoiceKind } from '../../domain/invoiceSeries';
import type { Invoice } from './types';

const TEXTS = { back: 'invoices.show.back', loadFailure: 'invoices.show.loadFailure' };

/** The page's title: `Invoice BLR/26-27/00042`, `Invoice #7` for a draft; a service note's `Service note SN/26-27/00003` (issue 27). */
const titleKey = (invoice: Invoice): string => {
  const note = invoiceKind(invoice) === 'service_note';
  if (invoice.number) return note ? 'invoices.view.noteTitleNumber' : 'invoices.view.titleNumber';
  return note ? 'invoices.view.noteTitle' : 'invoices.view.title';
};

/**
 * /admin/invoices/:id/show: one invoice as a printable tax invoice (Rule 46 fields, the GST split, the
 * total in words), or a no-charge service note.
 */
const InvoiceShow = () => {
  const translate = useTranslate();
  return (
    <RecordPage<Invoice>
      texts={TEXTS}
      title={(invoice) => translate(titleKey(invoice), { number: invoice.number ?? '', id: invoice.id })}
      actions={
        <>
          <PrintInvoiceButton />
          <DownloadInvoicePdfButton />
        </>
      }
      printRoot={INVOICE_PRINT_ROOT}
      noPrint={INVOICE_NO_PRINT}
    >
      {(invoice) => (
        <>
          <InvoicePrintStyles />
          <InvoiceDocument invoice={invoice} />
        </>
      )}
    </RecordPage>
  );
};

export default InvoiceShow;
