import { useId, useState, type FormEvent } from 'react';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { isCoverage, type Coverage } from '../../domain/service';
import type { ServiceDeskDataProvider } from '../../providers/dataProvider';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { RowActionButton } from '../../ui/RowActionButton';
import type { Area, AreaActionProps } from './types';

/**
 * The dialog that replaces the reference's prompt: only full, partial or none are accepted
 * (spec part 2, section 2); anything else is refused and nothing is sent.
 */
const CoverageDialog = ({ area, onClose }: { area: Area; onClose: () => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  const [value, setValue] = useState<string>(area.coverage);
  const [refused, setRefused] = useState(false);
  const { mutate, isPending, error } = useMutation({
    mutationFn: (coverage: Coverage) => dataProvider.changeCoverage(area.id, coverage),
    onSuccess: (_result, coverage) => {
      notify('areas.change.success', {
        type: 'success',
        messageArgs: { pincode: area.pincode, coverage: translate(`areas.coverage.${coverage}`) },
      });
      refresh();
      onClose();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const coverage = value.trim().toLowerCase();
    const accepted = isCoverage(coverage);
    setRefused(!accepted);
    if (accepted) mutate(coverage);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate('areas.change.title', { city: area.city, pincode: area.pincode })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('areas.change.hint')}</DialogContentText>
          {error ? <ErrorAlert title={translate('areas.change.failure')} error={error} sx={{ mb: 2 }} /> : null}
          <TextField
            autoFocus
            fullWidth
            label={translate('areas.change.label')}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={refused}
            helperText={refused ? translate('areas.change.refused') : ' '}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('areas.change.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={isPending}
            aria-busy={isPending || undefined}
            startIcon={isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            {translate('areas.change.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};

/** 'Change Coverage': PUT /v1/areas/{id} {coverage}, kept by the server (DESIGN section 9). */
export const ChangeCoverageButton = ({ disabled = false }: AreaActionProps) => {
  const record = useRecordContext<Area>();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { canAccess } = useCanAccess({ resource: 'areas', action: 'edit' });
  if (!record || !canAccess) return null;
  return (
    <>
      <RowActionButton label={translate('areas.actions.changeCoverage')} disabled={disabled} onClick={() => setOpen(true)} />
      {open ? <CoverageDialog area={record} onClose={() => setOpen(false)} /> : null}
    </>
  );
};
