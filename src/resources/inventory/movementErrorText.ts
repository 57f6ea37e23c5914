import type { TranslateFunction } from 'react-admin';
import { MOVEMENT_MESSAGES } from '../../domain/catalog';
import { errorText } from '../../ui/errorText';

/** The backend's 409 for an OUT above the stock (domain/catalog.ts InsufficientStockError). */
const INSUFFICIENT_STOCK = /^Insufficient stock: only (-?\d+) left$/;

/**
 * The message of a failed movement in the console's language: the call-layer rules and the
 * insufficient-stock refusal have i18n keys (the English text is the spec's, verbatim); any other
 * server message is shown as it came.
 */
export const movementErrorText = (error: unknown, translate: TranslateFunction): string => {
  const message = errorText(error, translate);
  const rule = (Object.keys(MOVEMENT_MESSAGES) as (keyof typeof MOVEMENT_MESSAGES)[]).find((key) => MOVEMENT_MESSAGES[key] === message);
  if (rule) return translate(`inventory.rules.${rule}`, { _: message });
  const insufficient = INSUFFICIENT_STOCK.exec(message);
  if (insufficient) return translate('inventory.rules.insufficientStock', { count: Number(insufficient[1]), _: message });
  return message;
};
