// The machinery of the build's patches (vite.patches.ts holds the patches themselves): each patch
// records what it applied, and the build fails, naming the patch, when one of its targets was never
// seen (a dependency update moved or rewrote the file).
import type { Plugin } from 'vite';

/** What a patch is for: a module, or (with `imports`) one import in that module. */
export interface PatchTarget {
  /** The module's path: inside node_modules ('msw/lib/...'), or inside the repository ('./src/...'). */
  readonly module: string;
  /** The import specifier the patch redirects, exactly as the module writes it; none: the patch replaces the module. */
  readonly imports?: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches the absolute id of a target's module, with either kind of path separator. */
export const modulePattern = (module: string) =>
  new RegExp(`[\\\\/]${module.replace(/^\.\//, '').split('/').map(escapeRegExp).join('[\\\\/]')}$`);

const describeTarget = ({ module, imports }: PatchTarget) =>
  imports ? `no module matched ${module} importing '${imports}'` : `no module matched ${module}`;

/**
 * The bookkeeping of one patch: `find` says which of its targets a module (or an import from it)
 * is, the plugin calls `markApplied` once it has replaced that target, and `check` throws, naming
 * the patch, unless every target was replaced. `plugin` runs the check at the end of each build.
 */
export const verifiedPatch = (name: string, targets: readonly PatchTarget[]) => {
  const patterns = targets.map((target) => modulePattern(target.module));
  const applied = new Set<PatchTarget>();
  /** Why the patch did not apply, or undefined when it did. */
  const failure = () => {
    const missed = targets.filter((target) => !applied.has(target));
    if (missed.length === 0) return undefined;
    return (
      `Build patch '${name}' did not apply: ${missed.map(describeTarget).join('; ')}. ` +
      'A dependency update probably moved the file; update the patch in vite.patches.ts or remove it.'
    );
  };
  const check = () => {
    const message = failure();
    if (message) throw new Error(message);
  };
  const patch = {
    name,
    targets,
    /** The target that `id` is (with `source`: that `id` imports `source`), if any. */
    find: (id: string | undefined, source?: string) =>
      id === undefined ? undefined : targets.find((target, i) => target.imports === source && patterns[i].test(id)),
    markApplied: (target: PatchTarget) => void applied.add(target),
    check,
  };
  /** What the patch's plugin starts from: build only, each build checked at its end. */
  const plugin = {
    name,
    apply: 'build',
    enforce: 'pre',
    buildStart: () => applied.clear(),
    buildEnd(error?: Error) {
      if (!error) return check();
      // The build failed already (a patch's file that is gone can be why: its importer does not
      // resolve): that error stays the build's, and the patch that missed is named beside it.
      const message = failure();
      if (message) this.warn(`${message} (The build failed too; that error may be why.)`);
    },
    api: { patch },
  } satisfies Plugin;
  return { ...patch, plugin };
};

/** The bookkeeping of a plugin made with verifiedPatch (tests/unit/build-patches.test.ts reads it). */
export type VerifiedPatch = Omit<ReturnType<typeof verifiedPatch>, 'plugin'>;

/**
 * A patch that replaces statements of a library module: applied only when each statement is there
 * exactly once (anything else means the library changed and the patch must be looked at again, so
 * the build fails naming it).
 */
export const statementPatch = (name: string, module: string, ...replacements: Array<readonly [statement: string, replacement: string]>): Plugin => {
  const patch = verifiedPatch(name, [{ module }]);
  return {
    ...patch.plugin,
    transform(code, id) {
      const target = patch.find(id);
      if (!target || !replacements.every(([statement]) => code.split(statement).length === 2)) return null;
      patch.markApplied(target);
      return { code: replacements.reduce((patched, [statement, replacement]) => patched.replace(statement, replacement), code), map: null };
    },
  };
};

