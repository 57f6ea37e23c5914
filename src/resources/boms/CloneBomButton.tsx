import { useId, useState, type FormEvent } from 'react';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useMutation } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { cloneVersion } from '../../domain/catalog';
import type { ServiceDeskDataProvider } from '../../providers/dataProvider';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { RowActionButton } from '../../ui/RowActionButton';
import { bomErrorText } from './bomMessages';
import type { Bom, BomActionProps } from './types';

interface CloneDialogProps {
  source: Bom;
  onClose: () => void;
}

/** The modal: a new version (default: the source version followed by .1) and a description. */
const CloneBomDialog = ({ source, onClose }: CloneDialogProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  const [newVersion, setNewVersion] = useState(() => cloneVersion(source.version));
  const [description, setDescription] = useState(source.description ?? '');
  const [versionMissing, setVersionMissing] = useState(false);
  const { mutate, isPending, error, reset } = useMutation({
    mutationFn: (body: { newVersion: string; description: string }) => dataProvider.cloneBom(source.id, body),
    onSuccess: ({ data }, body) => {
      notify('boms.actions.clone.success', { type: 'success', messageArgs: { version: data?.version ?? body.newVersion } });
      refresh();
      onClose();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    reset();
    const version = newVersion.trim();
    setVersionMissing(!version);
    if (!version) return;
    mutate({ newVersion: version, description: description.trim() });
  };

  return (
    <Dialog open onClose={isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate('boms.actions.clone.title', { version: source.version })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {/* A refused clone keeps the dialog and what was typed. */}
            {error ? <ErrorAlert title={translate('boms.actions.clone.failure')} error={bomErrorText(error, translate)} /> : null}
            <TextField
              label={translate('boms.actions.clone.newVersion')}
              value={newVersion}
              onChange={(event) => setNewVersion(event.target.value)}
              error={versionMissing}
              helperText={versionMissing ? translate('boms.actions.clone.versionRequired') : translate('boms.create.hints.version')}
              required
              autoFocus
            />
            <TextField
              label={translate('boms.actions.clone.description')}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              multiline
              minRows={2}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isPending}>
            {translate('boms.actions.clone.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={isPending}
            startIcon={isPending ? <CircularProgress size={14} color="inherit" aria-hidden /> : <ContentCopyIcon />}
          >
            {translate('boms.actions.clone.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};

/** POST /api/boms/{id}/clone {newVersion, description}: a draft copy under a new version. */
export const CloneBomButton = ({ disabled = false }: BomActionProps) => {
  const record = useRecordContext<Bom>();
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'catalog/boms', action: 'create' });
  const [open, setOpen] = useState(false);
  if (!record || !canAccess) return null;
  return (
    <>
      <RowActionButton
        label={translate('boms.actions.clone.label')}
        icon={<ContentCopyIcon />}
        disabled={disabled}
        onClick={() => setOpen(true)}
      />
      {open ? <CloneBomDialog source={record} onClose={() => setOpen(false)} /> : null}
    </>
  );
};
