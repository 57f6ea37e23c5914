// Which parts of i18n/en.json the public shell ships, and when (docs/performance.md: the sign-in
// page's JavaScript budget). The console's i18nProvider has all of English; these are the public
// pages' own, smaller copies. vite.config.ts builds each copy with just these parts, and the same
// picking runs in src/i18n/messages.ts and publicEnglish.ts, so dev, tests and the build translate
// alike. Plain JavaScript (typed by messageParts.d.ts) because vite.config.ts imports it too.

/**
 * What the sign-in and forgot-password pages translate: they are in the entry chunk. With them the
 * notice of a sign-in changed in another tab, which any page may show (src/ui/TabSessionNotice.tsx).
 */
export const SIGN_IN_PARTS = ['app', 'auth.or', 'auth.showPassword', 'auth.hidePassword', 'auth.fields', 'auth.signIn', 'auth.forgot', 'auth.tabSession', 'public.exploreDemo'];

/**
 * What the other public pages translate: fetched with their chunks (see AppRoutes). A public page
 * that starts using another namespace adds it here.
 */
export const PUBLIC_PARTS = ['app', 'auth', 'public'];

/**
 * What the console translates before any area is opened: its layout, the dashboard (the usual first
 * screen) and the few keys of other parts they use. The rest of English (CONSOLE_REST: every
 * namespace not whole in here) is a lazy chunk fetched with the first other screen (screenLoaders).
 */
export const CONSOLE_PARTS = ['app', 'auth', 'menu', 'console', 'layout', 'dashboard', 'common', 'ui', 'complaints.sla', 'complaints.status', 'complaints.priority', 'tenants.switcher'];

/**
 * The texts only the server words (a notification's title and message): it sends them in English
 * beside their key, and the console shows that English when the key is not in its messages
 * (src/ui/errorText.ts). So the console's English builds leave them out; other languages carry them.
 * The refusals (`serverText`) are in the console's English (the rest, CONSOLE_REST): the console
 * words the rules it checks itself (src/domain/refusal.ts) by their keys too.
 */
export const SERVER_PARTS = ['notificationText', 'customerMessages'];

/** The top-level namespaces of `all` not wholly in CONSOLE_PARTS (nor the server's): the console's lazy English. */
export const consoleRestParts = (all) => Object.keys(all).filter((key) => !CONSOLE_PARTS.includes(key) && !SERVER_PARTS.includes(key));

/** The messages under the given dotted paths ('auth' or 'auth.signIn'), nested as in `all`. */
export const pickMessages = (all, paths) => {
  const picked = {};
  for (const path of paths) {
    const keys = path.split('.');
    let from = all;
    let to = picked;
    for (const [i, key] of keys.entries()) {
      if (!from || typeof from !== 'object' || !(key in from)) break;
      from = from[key];
      if (i === keys.length - 1) to[key] = from;
      else to = to[key] ??= {};
    }
  }
  return picked;
};
