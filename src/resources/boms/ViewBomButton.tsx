import { Link } from 'react-router-dom';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useCanAccess, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { RowActionButton } from '../../ui/RowActionButton';
import type { Bom, BomActionProps } from './types';

/**
 * 'View': a link to the BOM's own page (/admin/catalog/boms/<id>/show), styled as the row's other
 * actions. A sample row (disabled) is no record of the server, so it stays a disabled button.
 */
export const ViewBomButton = ({ disabled = false }: BomActionProps) => {
  const record = useRecordContext<Bom>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { canAccess } = useCanAccess({ resource: 'catalog/boms', action: 'show' });
  if (!record || !canAccess) return null;
  const label = translate('boms.actions.view.label');
  if (disabled) return <RowActionButton label={label} icon={<VisibilityIcon />} disabled onClick={() => undefined} />;
  return (
    <Link
      to={createPath({ resource: 'catalog/boms', id: record.id, type: 'show' })}
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
