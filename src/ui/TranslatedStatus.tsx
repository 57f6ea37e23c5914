import { useTranslate } from 'react-admin';
import { humanize } from './humanize';
import { StatusBadge, type BadgeColor } from './StatusBadge';

/** `(prefix, value)` → the translation of `<prefix>.<value>`, or the value humanised; '' for none. */
export const useEnumLabel = () => {
  const translate = useTranslate();
  return (prefix: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return '';
    return translate(`${prefix}.${String(value)}`, { _: humanize(value) });
  };
};

/** An enum value as text through `<prefix>.<value>` (e.g. prefix 'audit.actions'). */
export const EnumText = ({ prefix, value }: { prefix: string; value: unknown }) => <>{useEnumLabel()(prefix, value)}</>;

export interface TranslatedStatusProps {
  /** The screen's namespace: the label is `<ns>.status.<status>`. */
  ns: string;
  status: string | null | undefined;
  color?: BadgeColor;
}

/**
 * The one status badge of every screen: colour from the raw value, text from `<ns>.status.*`
 * (humanised when a value has no key yet), instead of each file translating it by hand.
 */
export const TranslatedStatus = ({ ns, status, color }: TranslatedStatusProps) => {
  const label = useEnumLabel();
  return <StatusBadge status={status} color={color} label={label(`${ns}.status`, status)} />;
};
