import { Link } from 'react-router-dom';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useCanAccess, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { RowActionButton } from '../../ui/RowActionButton';
import type { Invoice, InvoiceActionProps } from './types';

/**
 * 'View': a link to the invoice's printable page (/admin/invoices/<id>/show), styled as a row
 * action. A sample row (disabled) is not a real invoice, so it stays a disabled button.
 */
export const ViewInvoiceButton = ({ disabled = false }: InvoiceActionProps) => {
  const record = useRecordContext<Invoice>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { canAccess } = useCanAccess({ resource: 'invoices', action: 'show' });
  if (!record || !canAccess) return null;
  const label = translate('invoices.actions.view');
  if (disabled) return <RowActionButton label={label} icon={<VisibilityIcon />} disabled onClick={() => undefined} />;
  return (
    <Link
      to={createPath({ resource: 'invoices', id: record.id, type: 'show' })}
      className="sd-row-action"
      data-color="primary"
      style={{ textDecoration: 'none' }}
      onClick={(event) => event.stopPropagation()}
    >
      <VisibilityIcon aria-hidden />
      {label}
    </Link>
  );
};
