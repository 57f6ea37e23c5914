// The parts of i18n/en.json served by vite.englishParts.ts (src/i18n/messageParts.js says which keys each holds).
declare module 'virtual:english/*' {
  const messages: Record<string, unknown>;
  export default messages;
}
