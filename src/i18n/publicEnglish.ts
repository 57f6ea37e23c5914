import en from '../../i18n/en.json';
import { PUBLIC_PARTS, pickMessages } from './messageParts.js';

/** The English of all public pages: a chunk of its own, fetched with the pages other than sign-in. */
export default pickMessages(en, PUBLIC_PARTS);
