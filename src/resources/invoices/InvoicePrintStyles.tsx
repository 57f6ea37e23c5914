import { GlobalStyles } from '@mui/material';

/** Class of the dialog root (a direct child of <body>, MUI portals it there) that holds the printable invoice. */
export const INVOICE_PRINT_ROOT = 'invoice-print-root';
/** Anything inside the invoice that is for the screen only (buttons, hints). */
export const INVOICE_NO_PRINT = 'invoice-no-print';

/**
 * While the invoice is open, printing shows the invoice alone, black on white, at full width:
 * the console (app bar, menu, list), the backdrop and the dialog's buttons are hidden.
 */
export const InvoicePrintStyles = () => (
  <GlobalStyles
    styles={{
      '@media print': {
        [`body > *:not(.${INVOICE_PRINT_ROOT})`]: { display: 'none !important' },
        'header, nav, .RaLayout-appFrame, .RaSidebar-root, .MuiAppBar-root': { display: 'none !important' },
        [`.${INVOICE_NO_PRINT}, .${INVOICE_PRINT_ROOT} .MuiBackdrop-root`]: { display: 'none !important' },
        [`.${INVOICE_PRINT_ROOT}`]: { position: 'static !important' },
        [`.${INVOICE_PRINT_ROOT} .MuiDialog-container`]: { display: 'block !important', height: 'auto !important' },
        [`.${INVOICE_PRINT_ROOT} .MuiDialog-paper`]: {
          margin: '0 !important',
          width: '100% !important',
          maxWidth: 'none !important',
          maxHeight: 'none !important',
          overflow: 'visible !important',
          boxShadow: 'none !important',
          backgroundColor: '#fff !important',
          backgroundImage: 'none !important',
        },
        [`.${INVOICE_PRINT_ROOT} .MuiDialogContent-root`]: { overflow: 'visible !important' },
        // Dark mode text would be grey on white paper.
        [`.${INVOICE_PRINT_ROOT} .MuiDialog-paper *`]: { color: '#000 !important', borderColor: '#bbb !important' },
      },
    }}
  />
);
