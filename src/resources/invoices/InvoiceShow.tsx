import { useTranslate } from 'react-admin';
import { RecordPage } from '../../ui/RecordPage';
import { INVOICE_NO_PRINT, INVOICE_PRINT_ROOT, InvoicePrintStyles } from './InvoicePrintStyles';
import { InvoiceDocument } from './InvoiceView';
import { PrintInvoiceButton } from './PrintInvoiceButton';
import type { Invoice } from './types';

const TEXTS = { back: 'invoices.show.back', loadFailure: 'invoices.show.loadFailure' };

/** /admin/invoices/:id/show: one invoice as a printable document (its lines and the recomputed 18% GST totals). */
const InvoiceShow = () => {
  const translate = useTranslate();
  return (
    <RecordPage<Invoice>
      texts={TEXTS}
      title={(invoice) => translate('invoices.view.title', { id: invoice.id })}
      actions={<PrintInvoiceButton />}
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
