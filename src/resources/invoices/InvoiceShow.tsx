import { useTranslate } from 'react-admin';
import { RecordPage } from '../../ui/RecordPage';
import { INVOICE_NO_PRINT, INVOICE_PRINT_ROOT, InvoicePrintStyles } from './InvoicePrintStyles';
import { InvoiceDocument } from './InvoiceView';
import { DownloadInvoicePdfButton } from './DownloadInvoicePdfButton';
import { PrintInvoiceButton } from './PrintInvoiceButton';
import type { Invoice } from './types';

const TEXTS = { back: 'invoices.show.back', loadFailure: 'invoices.show.loadFailure' };

/** /admin/invoices/:id/show: one invoice as a printable tax invoice (Rule 46 fields, the GST split, the total in words). */
const InvoiceShow = () => {
  const translate = useTranslate();
  return (
    <RecordPage<Invoice>
      texts={TEXTS}
      title={(invoice) => (invoice.number ? translate('invoices.view.titleNumber', { number: invoice.number }) : translate('invoices.view.title', { id: invoice.id }))}
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
