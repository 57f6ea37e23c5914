import { Link } from 'react-router-dom';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useCreatePath, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { RowActionButton } from './RowActionButton';
import { useAccess } from './useAccess';

/**
 * A row's 'View': a link to the record's own page (/admin/<resource>/:id/show), styled as the row's
 * other actions, so Back, reload and a shared link all keep it. Shown to roles that may read the
 * record; a sample row (shown after a failed load) is no record of the server: a disabled button.
 */
export const ViewRecordLink = ({ label, disabled = false }: { label: string; disabled?: boolean }) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { canAccess } = useAccess(resource ?? '', 'show');
  if (!record || !canAccess) return null;
  if (disabled) return <RowActionButton label={translate(label)} icon={<VisibilityIcon />} disabled onClick={() => undefined} />;
  return (
    <Link
      to={createPath({ resource, id: record.id, type: 'show' })}
      className="sd-row-action"
      data-color="primary"
      style={{ textDecoration: 'none' }}
      // Rows may be clickable; following the link must not also open the row.
      onClick={(event) => event.stopPropagation()}
    >
      <VisibilityIcon aria-hidden />
      {translate(label)}
    </Link>
  );
};
