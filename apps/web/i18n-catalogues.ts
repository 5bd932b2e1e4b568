import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** A catalogue's file: packages/shared/src/i18n/catalogues/<area>/<language>.json. */
const CATALOGUE_FILE = /\/i18n\/catalogues\/[\w-]+\/[a-z]{2}(-[a-z]+)?\.json$/i;

/**
 * Compiles the i18n catalogues at build time (issue 28, decision 074): each message's ICU
 * source becomes Lingui's compiled form (`@lingui/message-utils`, what `lingui compile` writes),
 * still as JSON, which Vite then imports as usual. So the app's bundle carries Lingui's small
 * runtime (≈ 2 KB gzip) and no ICU parser (≈ 7 KB gzip). A message that does not parse fails the
 * build, as it fails the catalogue test.
 */
export function compileCatalogues(): Plugin {
  return {
    name: 'nestling:compile-catalogues',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!CATALOGUE_FILE.test(file)) return undefined;
      const source = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(source)
          // `meta.*` says where a catalogue's texts come from: for its readers, not the screens.
          .filter(([key]) => !key.startsWith('meta.'))
          .map(([key, message]) => [key, compileMessageOrThrow(message)]),
      );
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
