import { Button } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { useTranslate } from 'react-admin';

/** Opens the browser's print dialog; InvoicePrintStyles leaves only the invoice on the page. */
export const PrintInvoiceButton = () => {
  const translate = useTranslate();
  return (
    <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
      {translate('invoices.view.print')}
    </Button>
  );
};
