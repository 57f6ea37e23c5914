import { Alert, Link } from '@mui/material';
import { useCreatePath, useGetList, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useWatch } from 'react-hook-form';

/** Complaints still being worked on: a second one on the same serial is most likely the same fault. */
const STILL_OPEN = ['open', 'assigned', 'in_progress'];

/**
 * Under the complaint form's serial number (issue 27): a warning, not a refusal, when a complaint on
 * the same serial is still open, with a link to it, so the same fault is not logged twice by mistake.
 */
export const OpenOnSerialWarning = () => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const serialNo = String(useWatch({ name: 'serialNo' }) ?? '').trim();
  const { data } = useGetList(
    'service/complaints',
    { filter: { serialNo }, pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'DESC' } },
    { enabled: serialNo.length >= 3, staleTime: 10_000 },
  );
  const open = (data ?? []).filter((c) => STILL_OPEN.includes(String(c.status)) && String(c.serialNo).toLowerCase() === serialNo.toLowerCase());
  if (!serialNo || !open.length) return null;
  return (
    <Alert severity="warning" role="status" sx={{ gridColumn: '1 / -1' }}>
      {translate('complaints.create.openOnSerial', { serial: serialNo, smart_count: open.length })}{' '}
      {open.map((c, i) => (
        <span key={c.id}>
          {i ? ', ' : ''}
          <Link component={RouterLink} to={createPath({ resource: 'service/complaints', type: 'show', id: c.id })}>
            #{c.id}
          </Link>
        </span>
      ))}
    </Alert>
  );
};
