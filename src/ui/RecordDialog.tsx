import { useId, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { ShowBase, useCreatePath, useShowContext, useTranslate, type RaRecord } from 'react-admin';
import { ErrorAlert } from './ErrorAlert';

/** What a link that opens a record over its list puts in the history entry's state. */
export const OVER_LIST = { overList: true } as const;

export interface RecordDialogProps<T extends RaRecord> {
  resource: string;
  /** The dialog's title once the record is here. */
  title: (record: T) => string;
  /** Translation keys of the close button and of the failure title. */
  closeKey: string;
  loadFailureKey: string;
  /** The dialog body, inside the record's context. */
  children: ReactNode;
}

const RecordDialogBody = <T extends RaRecord>({ title, closeKey, loadFailureKey, children, onClose }: Omit<RecordDialogProps<T>, 'resource'> & { onClose: () => void }) => {
  const translate = useTranslate();
  const titleId = useId();
  const { record, error, isPending } = useShowContext<T>();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{record ? title(record) : translate(loadFailureKey)}</DialogTitle>
      <DialogContent>
        {error ? <ErrorAlert title={translate(loadFailureKey)} error={error} /> : isPending ? <CircularProgress aria-label={translate('ra.page.loading')} /> : children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(closeKey)}</Button>
      </DialogActions>
    </Dialog>
  );
};

/**
 * A record opened over its list by the URL, /admin/<resource>/:id/show (react-admin's
 * examples/crm DealList): Back or Close returns to the list, reload reopens the record and a link
 * shares it. Rendered by the list page, which is also the resource's show view; with no id in the
 * URL it renders nothing.
 */
export const RecordDialog = <T extends RaRecord>({ resource, ...body }: RecordDialogProps<T>) => {
  const { id } = useParams<'id'>();
  const navigate = useNavigate();
  const location = useLocation();
  const createPath = useCreatePath();
  if (id == null) return null;
  // Opened from the list: closing is Back. Opened by a link or a reload: closing goes to the list.
  const close = () => ((location.state as typeof OVER_LIST | null)?.overList ? navigate(-1) : navigate(createPath({ resource, type: 'list' })));
  return (
    // A missing or foreign record shows the server's message instead of react-admin's redirect.
    <ShowBase resource={resource} id={id} queryOptions={{ retry: false, onError: () => undefined }} disableAuthentication>
      <RecordDialogBody<T> {...body} onClose={close} />
    </ShowBase>
  );
};
