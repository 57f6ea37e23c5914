import en from '../../i18n/en.json';

/**
 * The console's English past its first screen: a chunk of its own, fetched with the first screen
 * other than the dashboard (src/console/screenLoaders.ts). In the build this copy of en.json holds
 * only the namespaces the console's first chunk leaves out (messageParts.js, vite.patches.ts).
 */
export default en as Record<string, unknown>;
