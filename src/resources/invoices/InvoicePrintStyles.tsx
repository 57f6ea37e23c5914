import { GlobalStyles } from '@mui/material';

/** Class of the element on the invoice's page that holds the printable invoice. */
export const INVOICE_PRINT_ROOT = 'invoice-print-root';
/** Anything inside the invoice or on its page that is for the screen only (buttons, links back). */
export const INVOICE_NO_PRINT = 'invoice-no-print';

/**
 * While the invoice's page is open, printing shows the invoice alone, black on white, at full width
 * from the top of the sheet: the console's app bar and menu are dropped, everything else but the
 * invoice is hidden, and the invoice's buttons are screen-only.
 */
export const InvoicePrintStyles = () => (
  <GlobalStyles
    styles={{
      '@media print': {
        'body *': { visibility: 'hidden' },
        'header, nav, .MuiAppBar-root, .RaSidebar-root': { display: 'none !important' },
        [`.${INVOICE_NO_PRINT}`]: { display: 'none !important' },
        [`.${INVOICE_PRINT_ROOT}, .${INVOICE_PRINT_ROOT} *`]: { visibility: 'visible' },
        [`.${INVOICE_PRINT_ROOT}`]: {
          position: 'absolute !important',
          left: '0 !important',
          top: '0 !important',
          margin: '0 !important',
          width: '100% !important',
          boxShadow: 'none !important',
          border: 'none !important',
          backgroundColor: '#fff !important',
          backgroundImage: 'none !important',
        },
        // Dark mode text would be grey on white paper.
        [`.${INVOICE_PRINT_ROOT} *`]: { color: '#000 !important', borderColor: '#bbb !important' },
      },
    }}
  />
);
