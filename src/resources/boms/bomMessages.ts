import type { TranslateFunction } from 'react-admin';
import { BOM_MESSAGES } from '../../domain/catalog';
import { errorText } from '../../ui/errorText';

const KEY_BY_MESSAGE = new Map<string, string>(Object.entries(BOM_MESSAGES).map(([key, text]) => [text, `boms.validation.${key}`]));

/**
 * The text of a failed BOM call. The spec's rule texts (src/domain/catalog.ts BOM_MESSAGES) come
 * through i18n, so they read in Hindi too; any other server message is shown as it came.
 */
export const bomErrorText = (error: unknown, translate: TranslateFunction): string => {
  const message = errorText(error, translate);
  const key = KEY_BY_MESSAGE.get(message);
  return key ? translate(key, { _: message }) : message;
};
