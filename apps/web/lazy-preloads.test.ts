import { describe, expect, it } from 'vitest';
import { lazyPartPreloads } from './lazy-preloads';

/**
 * The preload lists of `import()`s (issue 29): a lazy part's small dependencies are left to the
 * browser, a route's are all preloaded. The bundle is what Rolldown hands `generateBundle`.
 */
const SRC = '/repo/apps/web/src';

function chunk(fileName: string, bytes: number, facadeModuleId: string | null = null) {
  return { type: 'chunk', fileName, code: 'x'.repeat(bytes), facadeModuleId };
}

const bundle = {
  'assets/panels.js': chunk('assets/panels.js', 30_000, `${SRC}/features/a/panels.tsx`),
  'assets/kid-health.js': chunk('assets/kid-health.js', 9_000, `${SRC}/app/routes/kid-health.tsx`),
  'assets/forms.js': chunk('assets/forms.js', 40_000),
  'assets/check.js': chunk('assets/check.js', 196),
  'assets/pager.js': chunk('assets/pager.js', 1_199),
  'assets/dates.js': chunk('assets/dates.js', 1_200),
};

/** A `resolveDependencies` whose plugin has seen `bundle`, as in a build. */
function resolver() {
  const { plugin, resolveDependencies } = lazyPartPreloads(1_200);
  const hook = plugin.generateBundle as { handler: (options: unknown, output: unknown) => void };
  hook.handler({}, bundle);
  return resolveDependencies;
}

const deps = ['assets/forms.js', 'assets/check.js', 'assets/pager.js', 'assets/dates.js'];

describe('lazyPartPreloads (issue 29)', () => {
  it('preloads a lazy part and its dependencies of 1.2 KB and more, not the smaller ones', () => {
    const resolve = resolver();
    expect(
      resolve('assets/panels.js', ['assets/panels.js', ...deps], {
        hostId: 'assets/screen.js',
        hostType: 'js',
      }),
    ).toEqual(['assets/panels.js', 'assets/forms.js', 'assets/dates.js']);
  });

  it('keeps every dependency of a route, and of index.html', () => {
    const resolve = resolver();
    const routeDeps = ['assets/kid-health.js', ...deps];
    expect(
      resolve('assets/kid-health.js', routeDeps, { hostId: 'assets/index.js', hostType: 'js' }),
    ).toEqual(routeDeps);
    expect(resolve('assets/panels.js', deps, { hostId: 'index.html', hostType: 'html' })).toEqual(
      deps,
    );
  });

  it('fails the build when its plugin has not seen the bundle', () => {
    const { resolveDependencies } = lazyPartPreloads();
    expect(() =>
      resolveDependencies('assets/panels.js', deps, { hostId: 'assets/a.js', hostType: 'js' }),
    ).toThrow(/has not seen the bundle/);
  });
});
