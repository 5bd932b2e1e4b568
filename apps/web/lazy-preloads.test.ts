import { describe, expect, it } from 'vitest';
import { lazyPartPreloads } from './lazy-preloads';

/**
 * The preload lists of `import()`s (issue 29): a lazy part preloads its own file, a route every
 * dependency. The bundle is what Rolldown hands `generateBundle`.
 */
const SRC = '/repo/apps/web/src';

function chunk(fileName: string, facadeModuleId: string | null = null) {
  return { type: 'chunk', fileName, code: '', facadeModuleId };
}

const bundle = {
  'assets/panels.js': chunk('assets/panels.js', `${SRC}/features/a/panels.tsx`),
  'assets/kid-health.js': chunk('assets/kid-health.js', `${SRC}/app/routes/kid-health.tsx`),
  'assets/forms.js': chunk('assets/forms.js'),
  'assets/check.js': chunk('assets/check.js'),
};

/** A `resolveDependencies` whose plugin has seen `bundle`, as in a build. */
function resolver() {
  const { plugin, resolveDependencies } = lazyPartPreloads();
  const hook = plugin.generateBundle as { handler: (options: unknown, output: unknown) => void };
  hook.handler({}, bundle);
  return resolveDependencies;
}

const deps = ['assets/forms.js', 'assets/check.js'];

describe('lazyPartPreloads (issue 29)', () => {
  it('preloads a lazy part’s own file, not its dependencies', () => {
    const resolve = resolver();
    const context = { hostId: 'assets/screen.js', hostType: 'js' } as const;
    expect(resolve('assets/panels.js', ['assets/panels.js', ...deps], context)).toEqual([
      'assets/panels.js',
    ]);
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
