import consoleRest from 'virtual:english/console-rest';

/**
 * The console's English past its first screen: a chunk of its own, fetched with the first screen
 * other than the dashboard (src/console/screenLoaders.ts): the namespaces the console's first chunk
 * leaves out (src/i18n/messageParts.js).
 */
export default consoleRest;
