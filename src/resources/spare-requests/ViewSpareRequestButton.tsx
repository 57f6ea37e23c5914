import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { RowActionButton } from '../../ui/RowActionButton';
import type { SpareRequest, SpareRequestActionProps } from './types';

// Rows may be clickable; following the link must not also open the row.
const stopPropagation = (event: MouseEvent) => event.stopPropagation();

/**
 * View: a link to the request's own page (/admin/spares/requests/:id/show), so Back, reload and a
 * shared link all keep it. A sample row (shown after a failed load) has no page: a disabled button.
 */
export const ViewSpareRequestButton = ({ disabled = false }: SpareRequestActionProps) => {
  const record = useRecordContext<SpareRequest>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  if (!record) return null;
  const label = translate('spareRequests.actions.view.label');
  if (disabled) return <RowActionButton label={label} icon={<VisibilityIcon />} disabled onClick={() => undefined} />;
  return (
    <Link
      to={createPath({ resource: 'spares/requests', id: record.id, type: 'show' })}
      className="sd-row-action"
      data-color="primary"
      style={{ textDecoration: 'none' }}
      onClick={stopPropagation}
    >
      <VisibilityIcon />
      {label}
    </Link>
  );
};
