import { useState } from 'react';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { RowActionButton } from '../../ui/RowActionButton';
import { InvoiceView } from './InvoiceView';
import type { Invoice, InvoiceActionProps } from './types';

/** 'View': the row's invoice in a printable dialog (the list already carries its lines). */
export const ViewInvoiceButton = ({ disabled = false }: InvoiceActionProps) => {
  const record = useRecordContext<Invoice>();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { canAccess } = useCanAccess({ resource: 'invoices', action: 'show' });
  if (!record || !canAccess) return null;
  return (
    <>
      <RowActionButton label={translate('invoices.actions.view')} icon={<VisibilityIcon />} disabled={disabled} onClick={() => setOpen(true)} />
      {open ? <InvoiceView invoice={record} open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
};
