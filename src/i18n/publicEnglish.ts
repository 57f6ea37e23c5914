import publicEnglish from 'virtual:english/public';

/** The English of all public pages: a chunk of its own, fetched with the pages other than sign-in (src/i18n/messageParts.js). */
export default publicEnglish;
