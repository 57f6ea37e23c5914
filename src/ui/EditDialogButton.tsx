import { useId, useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import { useQueryClient } from '@tanstack/react-query';
import {
  EditBase,
  Form,
  SaveButton,
  useNotify,
  useRecordContext,
  useRefresh,
  useSaveContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { ErrorAlert } from './ErrorAlert';
import { RowActionButton } from './RowActionButton';
import { FormDraft, clearDraft, useFormDraft, useUrlDialog } from './urlDialog';
import { useAccess } from './useAccess';

/** The texts of one edit dialog, as translation keys. */
export interface EditDialogTexts {
  /** The row button. */
  label: string;
  /** The dialog's title; its placeholders come from `titleArgs`. */
  title: string;
  cancel: string;
  save: string;
  /** The notification after a save, and the title of a refused save shown in the dialog. */
  success: string;
  failure: string;
}

export interface EditDialogButtonProps<T extends RaRecord, V extends object> {
  resource: string;
  texts: EditDialogTexts;
  titleArgs?: (record: T) => Record<string, unknown>;
  /** The placeholders of the success text, from the body sent and the record. */
  successArgs?: (sent: Record<string, unknown>, record: T) => Record<string, unknown>;
  /** The form's values for the record. */
  defaultValues: (record: T) => V;
  /** The API body made from the form's values. */
  transform: (values: V, record: T) => object;
  /** The first screen rule the values break (a translation key, or a text the fields show), or null: checked before any call. */
  problem?: (values: V, record: T) => string | null;
  maxWidth?: 'sm' | 'md';
  disabled?: boolean | ((record: T) => boolean);
  /**
   * The fields. As a function they are handed the problem and show it themselves; otherwise a
   * problem shows as an alert titled with its translation.
   */
  children: ReactNode | ((problem: string | null) => ReactNode);
}

type BodyProps<T extends RaRecord, V extends object> = Omit<EditDialogButtonProps<T, V>, 'resource' | 'transform' | 'successArgs' | 'disabled'> & {
  record: T;
  /** The name of the dialog's draft (ui/urlDialog.tsx). */
  draftName: string;
  failure: unknown;
  setFailure: (failure: unknown) => void;
  onClose: () => void;
};

const EditDialogBody = <T extends RaRecord, V extends object>({
  record,
  texts,
  titleArgs,
  defaultValues,
  problem: problemOf,
  failure,
  setFailure,
  maxWidth = 'sm',
  draftName,
  onClose,
  children,
}: BodyProps<T, V>) => {
  const translate = useTranslate();
  const titleId = useId();
  const { save, saving } = useSaveContext();
  const [problem, setProblem] = useState<string | null>(null);
  // The record's values, or what was typed and kept when the dialog was left unsaved (issue 27).
  const { draft, restored, formKey, discard } = useFormDraft<Record<string, unknown>>(draftName);
  const cancel = () => {
    clearDraft(draftName);
    onClose();
  };

  // The screen's rule first (nothing is sent when it refuses), then EditBase's save.
  const submit = async (values: Record<string, unknown>) => {
    setFailure(null);
    const refused = problemOf?.(values as unknown as V, record) ?? null;
    setProblem(refused);
    if (refused || !save) return;
    await save(values);
  };

  const fieldsShowProblem = typeof children === 'function';
  return (
    <Dialog open onClose={saving ? undefined : onClose} aria-labelledby={titleId} maxWidth={maxWidth} fullWidth>
      <Form
        key={formKey}
        defaultValues={draft ?? (defaultValues(record) as Record<string, unknown>)}
        // react-admin lays the record over the defaults: a draft is laid over the record.
        record={draft ? { ...record, ...draft } : undefined}
        onSubmit={submit}
        noValidate
      >
        <DialogTitle id={titleId}>{translate(texts.title, titleArgs?.(record))}</DialogTitle>
        <DialogContent>
          <FormDraft name={draftName} restored={restored} onDiscard={discard} sx={{ mb: 2 }} />
          {problem && !fieldsShowProblem ? <ErrorAlert title={translate(problem)} sx={{ mb: 2 }} /> : null}
          {failure ? (
            <ErrorAlert title={translate(texts.failure)} error={failure} sx={{ mb: 2 }} />
          ) : null}
          {fieldsShowProblem ? children(problem) : children}
        </DialogContent>
        <DialogActions>
          <Button onClick={cancel} disabled={saving}>
            {translate(texts.cancel)}
          </Button>
          <SaveButton label={texts.save} icon={<SaveIcon />} alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
};

/** The dialog: react-admin's EditBase on the row's record, pessimistic, no redirect. */
const EditDialog = <T extends RaRecord, V extends object>({
  resource,
  record,
  transform,
  successArgs,
  texts,
  onClose,
  draftName,
  ...body
}: Omit<EditDialogButtonProps<T, V>, 'disabled'> & { record: T; draftName: string; onClose: () => void }) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const [failure, setFailure] = useState<unknown>(null);
  return (
    <EditBase<T>
      resource={resource}
      id={record.id}
      mutationMode="pessimistic"
      redirect={false}
      // The row as listed is the record edited (put in the cache on open): no second load.
      queryOptions={{ enabled: false }}
      transform={(values) => transform(values as unknown as V, record)}
      mutationOptions={{
        onSuccess: (_data, variables) => {
          clearDraft(draftName);
          notify(texts.success, { type: 'success', messageArgs: successArgs?.((variables.data ?? {}) as Record<string, unknown>, record) });
          onClose();
          refresh();
        },
        // Shown in the dialog, with what was typed kept in the form.
        onError: (error: unknown) => setFailure(error),
      }}
      disableAuthentication
    >
      <EditDialogBody<T, V> {...body} texts={texts} record={record} draftName={draftName} failure={failure} setFailure={setFailure} onClose={onClose} />
    </EditBase>
  );
};

/**
 * A row's 'Edit' action: a dialog with the record's form on react-admin's EditBase and Form
 * (pessimistic, no redirect). The screen's rules are checked before any call; a refused save shows
 * its title and the server's message in the dialog with what was typed kept; a success notifies,
 * closes the dialog and refreshes the list. Shown only to roles that may edit in `resource`. The
 * dialog is in the URL (#dialog=edit.<resource>-<id>, ui/urlDialog.tsx): Back closes it and stays
 * on the page; what was typed is kept as a draft until saved or cancelled.
 */
export const EditDialogButton = <T extends RaRecord, V extends object>({ disabled = false, ...props }: EditDialogButtonProps<T, V>) => {
  const record = useRecordContext<T>();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { canAccess } = useAccess(props.resource, 'edit');
  const isDisabled = !record || (typeof disabled === 'function' ? disabled(record) : disabled);
  const draftName = `edit.${props.resource}-${record?.id ?? ''}`;
  const dialog = useUrlDialog(draftName, {
    enabled: Boolean(record && canAccess) && !isDisabled,
    // EditBase reads the record from react-admin's getOne cache, under the key useGetOne uses.
    onOpen: () => record && queryClient.setQueryData([props.resource, 'getOne', { id: String(record.id), meta: undefined }], record),
  });
  if (!record || !canAccess) return null;
  return (
    <>
      <RowActionButton label={translate(props.texts.label)} icon={<EditIcon />} disabled={isDisabled} onClick={dialog.openDialog} />
      {dialog.open ? <EditDialog<T, V> {...props} record={record} draftName={draftName} onClose={dialog.closeDialog} /> : null}
    </>
  );
};
