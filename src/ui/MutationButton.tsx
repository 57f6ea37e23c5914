import { useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Confirm, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import type { ServiceDeskDataProvider } from '../providers/dataProvider';
import { RowActionButton, type RowActionColor } from './RowActionButton';
import { errorText } from './errorText';
import { useAccess } from './useAccess';

/** The confirmation asked before the call, as translation keys (react-admin's Confirm). */
export interface MutationConfirmTexts {
  title: string;
  content: string;
  confirm: string;
  /** Default: react-admin's Cancel. */
  cancel?: string;
}

export interface MutationButtonProps<T extends RaRecord> {
  /** Who may use it: react-admin's canAccess on this resource and action. */
  access: { resource: string; action: string };
  /** Already decided by the caller (e.g. from the stored session): the authProvider is not asked. */
  allowed?: boolean;
  /** Translation keys: the row button, the notification after the call and the one after a refusal. */
  label: string;
  success: string;
  failure: string;
  icon?: ReactNode;
  color?: RowActionColor;
  /** The placeholders of every text, from the record; the failure also gets `message`. */
  args?: (record: T) => Record<string, unknown>;
  /** More placeholders of the success text, from the server's answer. */
  successArgs?: (answer: RaRecord, record: T) => Record<string, unknown>;
  /** When given, asked first; the call runs once it is confirmed. */
  confirm?: MutationConfirmTexts;
  /** The call. */
  mutation: (dataProvider: ServiceDeskDataProvider, record: T) => Promise<{ data: RaRecord }>;
  /** After the success notification (default: refresh the page's queries). */
  onSuccess?: (answer: RaRecord, record: T) => unknown;
  disabled?: boolean | ((record: T) => boolean);
  /** Not offered at all for this record (e.g. its state does not allow it). */
  hidden?: (record: T) => boolean;
}

/**
 * The call and its button, once the row is known to offer it. Apart from the checks below so that
 * a list's hidden actions cost no mutation, data provider or notifier per row (docs/performance.md).
 */
const OfferedMutationButton = <T extends RaRecord>({
  record,
  label,
  success,
  failure,
  icon,
  color,
  args,
  successArgs,
  confirm,
  mutation,
  onSuccess,
  disabled = false,
}: Omit<MutationButtonProps<T>, 'access' | 'allowed' | 'hidden'> & { record: T }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const { mutate, isPending } = useMutation({
    mutationFn: (target: T) => mutation(dataProvider, target),
    onSuccess: async ({ data }, target) => {
      notify(success, { type: 'success', messageArgs: { ...args?.(target), ...successArgs?.(data, target) } });
      await (onSuccess ? onSuccess(data, target) : refresh());
    },
    onError: (error, target) =>
      notify(failure, {
        type: 'error',
        messageArgs: { ...args?.(target), message: errorText(error, translate) },
      }),
  });
  const button = (
    <RowActionButton
      label={translate(label)}
      icon={icon}
      color={color}
      busy={isPending}
      disabled={typeof disabled === 'function' ? disabled(record) : disabled}
      onClick={() => (confirm ? setOpen(true) : mutate(record))}
    />
  );
  if (!confirm) return button;
  const messageArgs = args?.(record);
  return (
    <>
      {button}
      <Confirm
        isOpen={open}
        title={confirm.title}
        titleTranslateOptions={messageArgs}
        content={confirm.content}
        contentTranslateOptions={messageArgs}
        confirm={confirm.confirm}
        cancel={confirm.cancel}
        confirmColor="warning"
        onConfirm={() => {
          setOpen(false);
          mutate(record);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

/** Asks the authProvider whether the role may use the action (when the caller could not tell). */
const AskedMutationButton = <T extends RaRecord>({ access, ...props }: MutationButtonProps<T> & { record: T }) => {
  const { canAccess } = useAccess(access.resource, access.action);
  return canAccess ? <OfferedMutationButton {...props} /> : null;
};

/**
 * A row action that runs one call on its record, at once or after a confirmation: hidden from
 * roles that may not use it, busy while the call runs; the server's answer notifies and refreshes
 * the list, a refusal is notified with the server's message (README, "Deliberate departures from the spec").
 */
export const MutationButton = <T extends RaRecord>({ allowed, hidden, ...props }: MutationButtonProps<T>) => {
  const record = useRecordContext<T>();
  if (!record || allowed === false || hidden?.(record)) return null;
  return allowed ? <OfferedMutationButton {...props} record={record} /> : <AskedMutationButton {...props} record={record} />;
};
