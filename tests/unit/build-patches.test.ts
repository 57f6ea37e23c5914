// The build's patches of library internals (vite.patches.ts) must fail loudly: the build stops,
// naming the patch, when one found nothing to patch, and this test fails as soon as a dependency
// update moves or rewrites a file a patch is for.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { buildPatches, modulePattern, verifiedPatch, type PatchTarget, type VerifiedPatch } from '../../vite.patches';

const ROOT = resolve(__dirname, '../..');

/** Where a target's module is today: './src/...' in the repository, anything else in node_modules. */
const fileOf = ({ module }: PatchTarget) =>
  module.startsWith('./') ? join(ROOT, module) : join(ROOT, 'node_modules', module);

const patchOf = (plugin: Plugin) => (plugin.api as { patch: VerifiedPatch }).patch;

/** Calls a plugin hook the way the bundler would, whether it is a function or { handler }. */
type AnyHook = (this: unknown, ...args: unknown[]) => unknown;
const call = (hook: unknown, context: unknown, ...args: unknown[]) => {
  if (!hook) return undefined;
  const handler = (typeof hook === 'function' ? hook : (hook as { handler: unknown }).handler) as AnyHook;
  return handler.call(context, ...args);
};
const warnings: string[] = [];
const context = {
  resolve: async (source: string) => ({ id: `/resolved/${source}` }),
  addWatchFile: () => undefined,
  warn: (message: string) => void warnings.push(message),
};

describe('verifiedPatch', () => {
  const targets: PatchTarget[] = [
    { module: 'some-lib/dist/thing.js', imports: './other.js' },
    { module: 'some-lib/dist/replaced.mjs' },
  ];

  it('throws, naming the patch and what it missed, until every target is applied', () => {
    const patch = verifiedPatch('some-patch', targets);
    expect(() => patch.check()).toThrow(
      "Build patch 'some-patch' did not apply: no module matched some-lib/dist/thing.js importing './other.js'; " +
        'no module matched some-lib/dist/replaced.mjs. A dependency update probably moved the file; ' +
        'update the patch in vite.patches.ts or remove it.',
    );
    patch.markApplied(targets[0]);
    expect(() => patch.check()).toThrow(/^Build patch 'some-patch' did not apply: no module matched some-lib\/dist\/replaced\.mjs\./);
    patch.markApplied(targets[1]);
    expect(() => patch.check()).not.toThrow();
  });

  it('finds a target by module path (either separator) and import, nothing else', () => {
    const patch = verifiedPatch('some-patch', targets);
    expect(patch.find('/app/node_modules/some-lib/dist/thing.js', './other.js')).toBe(targets[0]);
    expect(patch.find('C:\\app\\node_modules\\some-lib\\dist\\thing.js', './other.js')).toBe(targets[0]);
    expect(patch.find('/app/node_modules/some-lib/dist/thing.js', './another.js')).toBeUndefined();
    expect(patch.find('/app/node_modules/some-lib/dist/thing.js')).toBeUndefined();
    expect(patch.find('/app/node_modules/some-lib/dist/replaced.mjs')).toBe(targets[1]);
    expect(patch.find('/app/node_modules/other-lib/dist/replaced.mjs')).toBeUndefined();
    expect(patch.find(undefined, './other.js')).toBeUndefined();
  });

  it('fails the build at its end; a build failing already keeps its error, the patch named beside it', () => {
    const { plugin, markApplied } = verifiedPatch('some-patch', targets);
    expect(plugin.apply).toBe('build');
    for (const target of targets) markApplied(target);
    expect(() => call(plugin.buildEnd, context)).not.toThrow();
    call(plugin.buildStart, context); // a new build (watch mode) starts with nothing applied
    expect(() => call(plugin.buildEnd, context)).toThrow(/^Build patch 'some-patch' did not apply/);
    warnings.length = 0;
    expect(() => call(plugin.buildEnd, context, new Error('Could not resolve'))).not.toThrow();
    expect(warnings).toEqual([expect.stringMatching(/^Build patch 'some-patch' did not apply: .* \(The build failed too; that error may be why\.\)$/)]);
  });
});

describe('the build patches', () => {
  const plugins = buildPatches();

  it('are build-only plugins, each checked at the end of the build', () => {
    expect(plugins.map((plugin) => plugin.name)).toEqual([
      'ra-router-without-data-router',
      'ra-login-as-sign-in',
      'public-messages',
      'mui-without-css-variables',
      'native-object-entries',
      'msw-without-cookie-jar',
      'ra-routes-kept-when-same',
      'ra-sidebar-scroll-unwatched',
      'msw-without-call-frames',
    ]);
    for (const plugin of plugins) {
      expect(plugin.apply, plugin.name).toBe('build');
      expect(patchOf(plugin).name).toBe(plugin.name);
      expect(plugin.buildEnd, plugin.name).toBeTypeOf('function');
    }
  });

  it.each(buildPatches().map((plugin) => [plugin.name, patchOf(plugin).targets] as const))(
    '%s: its targets are in node_modules (or src) today, with the import it redirects',
    (_name, targets) => {
      for (const target of targets) {
        const file = fileOf(target);
        expect(existsSync(file), `${file} is missing`).toBe(true);
        expect(modulePattern(target.module).test(file)).toBe(true);
        if (target.imports) {
          const quoted = [`'${target.imports}'`, `"${target.imports}"`];
          const source = readFileSync(file, 'utf8');
          expect(quoted.some((specifier) => source.includes(specifier)), `${file} does not import ${target.imports}`).toBe(true);
        }
      }
    },
  );

  it.each(buildPatches().map((plugin) => [plugin.name, plugin] as const))(
    '%s: applies to each of its targets, and fails the build when it met none',
    async (name, plugin) => {
      const { targets } = patchOf(plugin);
      call(plugin.buildStart, context);
      expect(() => call(plugin.buildEnd, context)).toThrow(`Build patch '${name}' did not apply`);

      call(plugin.buildStart, context);
      for (const target of targets) {
        const replaced = target.imports
          ? await call(plugin.resolveId, context, target.imports, fileOf(target), {})
          : plugin.transform
            ? await call(plugin.transform, context, readFileSync(fileOf(target), 'utf8'), fileOf(target))
            : await call(plugin.load, context, fileOf(target));
        expect(replaced, `${name} left ${target.module} alone`).toBeTruthy();
      }
      expect(() => call(plugin.buildEnd, context)).not.toThrow();
    },
  );

  // The statement patches: the library's module changed by one statement, or left alone (and the build failed) when it is not there once.
  it.each([
    ['ra-routes-kept-when-same', 'setRoutesAndResources(newRoutesAndResources);', /setRoutesAndResources\(\(previous\) => .* \? previous : newRoutesAndResources\);/],
    ['ra-sidebar-scroll-unwatched', 'const trigger = useScrollTrigger();', /const trigger = useScrollTrigger\(appBarAlwaysOn \? \{ target: null \} : undefined\);/],
    ['msw-without-call-frames', 'const callFrame = getCallFrame(new Error());', /const callFrame = undefined;/],
  ])('%s: replaces its one statement, and nothing when the statement is not there exactly once', async (name, statement, replaced) => {
    const plugin = buildPatches().find((p) => p.name === name)!;
    const [target] = patchOf(plugin).targets;
    const source = readFileSync(fileOf(target), 'utf8');
    call(plugin.buildStart, context);
    const result = (await call(plugin.transform, context, source, fileOf(target))) as { code: string };
    expect(result.code).toMatch(replaced);
    expect(result.code).not.toContain(statement);

    call(plugin.buildStart, context);
    expect(await call(plugin.transform, context, source.replace(statement, ''), fileOf(target))).toBeNull();
    expect(await call(plugin.transform, context, `${source}\n${statement}`, fileOf(target))).toBeNull();
    expect(() => call(plugin.buildEnd, context)).toThrow(`Build patch '${name}' did not apply`);
  });
});
