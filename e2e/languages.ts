import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import {
  CATALOGUES,
  Translations,
  type Catalogue,
  type Locale,
  type MessageKey,
  type MessageValues,
} from '@nestling/shared';

/** Each plain letter's accented look-alike: still readable, visibly not the English text. */
const ACCENTED: Record<string, string> = Object.fromEntries(
  [
    ...['aàáâãäå', 'cç', 'eèéêë', 'gĝ', 'hĥ', 'iìíîï', 'jĵ', 'nñ', 'oòóôõö', 'sŝ', 'uùúûü'],
    ...['wŵ', 'yýÿ', 'zž', 'AÀ', 'CÇ', 'EÉ', 'GĜ', 'HĤ', 'IÎ', 'JĴ', 'NÑ', 'OÖ', 'SŜ', 'UÛ'],
    ...['WŴ', 'YÝ', 'ZŽ'],
  ].map((letters) => [letters[0] ?? '', letters[2] ?? letters[1] ?? '']),
);

/** How much longer a pseudo-localized word is than its English (issue 28: 40 %). */
const EXPANSION = 0.4;

/**
 * A text pseudo-localized, as a translation that is longer and accented would read: each
 * letter accented (`Sign in` → `Ŝîĝñ îñ`), each word padded with `·` to about 40 % more
 * characters (`Ŝîĝñ·· îñ·`). Spaces stay, so lines still break between words, as they would in
 * a real language; digits, punctuation and Lingui's `#` stay as they are.
 * @param text a message's text part (no ICU syntax)
 */
export function pseudoLocalize(text: string): string {
  return text.replace(/\p{L}+/gu, (word) => {
    const accented = [...word].map((letter) => ACCENTED[letter] ?? letter).join('');
    return accented + '·'.repeat(Math.round(word.length * EXPANSION));
  });
}

/**
 * An area's English catalogue as a pseudo-locale's, in Lingui's compiled form (what the web's
 * build makes of a catalogue JSON, apps/web/i18n-catalogues.ts): every text part
 * pseudo-localized by Lingui's own `mapText` hook of `compileMessage` (arguments, plural and
 * select keep working), the whole message in brackets so a text cut short or glued to another
 * shows. For tests only (decision 083): no build or bundle carries it.
 * @param english the area's English messages as ICU source (`catalogue.english`); `meta.*` left out
 * @returns the compiled messages by key
 * @throws when a message is not valid ICU
 */
export function pseudoCatalogue(english: Record<string, unknown>): Record<string, CompiledMessage> {
  return Object.fromEntries(
    Object.entries(english)
      .filter(([key]) => !key.startsWith('meta.'))
      .map(([key, message]) => [
        key,
        ['[', ...compileMessageOrThrow(String(message), pseudoLocalize), ']'],
      ]),
  );
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Vite's manifest of the built app: which file each Spanish catalogue was built into. */
const MANIFEST = path.join(repoRoot, 'apps', 'web', 'dist', '.vite', 'manifest.json');
const SPANISH_CATALOGUE = /[\\/]i18n[\\/]catalogues[\\/]([\w-]+)[\\/]es\.json$/;

/**
 * Makes `context`'s browser read the pseudo-locale wherever the app speaks Spanish (decision
 * 083): each built Spanish catalogue file (found in the build's manifest) is answered with the
 * area's English catalogue pseudo-localized (`pseudoCatalogue`). Nothing of it is in the build:
 * the app loads "Spanish" as usual, for a parent who saved Spanish or a browser that asks for
 * it. The context must block service workers (`serviceWorkers: 'block'`), whose cache would
 * answer before the route.
 * @returns how many catalogue files are replaced
 * @throws when the build is missing (run `npm run build`) or names an area CATALOGUES lacks
 */
export async function usePseudoLocale(context: BrowserContext): Promise<number> {
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, { file: string }>;
  let replaced = 0;
  for (const [source, chunk] of Object.entries(manifest)) {
    const folder = SPANISH_CATALOGUE.exec(source)?.[1];
    if (folder === undefined) continue;
    // The folder is the area's name in kebab-case (explore-filters holds `exploreFilters`).
    const area = folder.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
    const catalogue = CATALOGUES.find((candidate) => candidate.area === area);
    if (!catalogue) throw new Error(`The build has a catalogue CATALOGUES lacks: ${area}`);
    const body = `export default ${JSON.stringify(pseudoCatalogue(catalogue.english))};`;
    await context.route(`**/${chunk.file}`, (route) =>
      route.fulfill({ contentType: 'text/javascript; charset=utf-8', body }),
    );
    replaced += 1;
  }
  return replaced;
}

/** A plain English message (no ICU argument) as the pseudo-locale shows it: `[Ŵéļçöɱé·· …]`. */
export function pseudoText(english: string): string {
  return `[${pseudoLocalize(english)}]`;
}

/**
 * What overflows on the page: the page wider than the viewport (it scrolls sideways), and each
 * text that runs out of its box — past the sides of the block it is laid out in (spilling over
 * its neighbours), or past a box that clips (`overflow: hidden|clip`, an ellipsis: cut off).
 * Text inside a scroller by design (`overflow: auto|scroll`) is left to its scrolling, and
 * visually-hidden texts (`sr-only`'s clip) are not read.
 * @returns one line per box: the element (tag, id, first classes), what happens, the text's start
 */
export async function overflowsOn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems = new Map<Element, string>();
    const say = (box: Element, what: string, text: string) =>
      problems.set(box, `${what}: "${text.trim().slice(0, 60)}"`);
    const { scrollWidth } = document.documentElement;
    const lines: string[] = [];
    if (scrollWidth > window.innerWidth) {
      // Named by the innermost boxes that reach past the viewport's right edge.
      const past = [...document.body.querySelectorAll('*')].filter(
        (element) => element.getBoundingClientRect().right > window.innerWidth + 0.5,
      );
      const innermost = past
        .filter((element) => !past.some((other) => other !== element && element.contains(other)))
        .slice(0, 3)
        .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
      lines.push(
        `the page is ${scrollWidth} px wide in a ${window.innerWidth} px viewport (${innermost.join(', ')})`,
      );
    }
    const clips = (value: string) => value === 'hidden' || value === 'clip';
    const visuallyHidden = (style: CSSStyleDeclaration) =>
      style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent?.checkVisibility({ visibilityProperty: true })) {
        continue;
      }
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
      if (rects.length === 0) continue;
      const left = Math.min(...rects.map((r) => r.left));
      const right = Math.max(...rects.map((r) => r.right));
      const top = Math.min(...rects.map((r) => r.top));
      const bottom = Math.max(...rects.map((r) => r.bottom));
      let laidOut = false;
      for (
        let box: Element | null = parent;
        box && box !== document.body;
        box = box.parentElement
      ) {
        const style = getComputedStyle(box);
        if (visuallyHidden(style)) break;
        if (style.display === 'inline' || style.display === 'contents') continue;
        const edge = box.getBoundingClientRect();
        const wide = left < edge.left - 1 || right > edge.right + 1;
        const tall = top < edge.top - 1 || bottom > edge.bottom + 1;
        const problem =
          !laidOut && wide
            ? 'text runs out of its box'
            : clips(style.overflowX) && wide
              ? 'text cut off at the side'
              : clips(style.overflowY) && tall
                ? 'text cut off below'
                : undefined;
        if (problem) {
          // Named once, with its first text out; the boxes around it are not named again.
          if (!problems.has(box)) say(box, problem, node.textContent);
          break;
        }
        laidOut = true;
        if (/auto|scroll/.test(style.overflowX + style.overflowY)) break;
      }
    }
    for (const [box, what] of problems) {
      const name = `${box.tagName.toLowerCase()}${box.id ? `#${box.id}` : ''}.${[...box.classList].slice(0, 4).join('.')}`;
      lines.push(`${name}: ${what}`);
    }
    return lines;
  });
}

/** A language's catalogue texts, formatted as the app formats them (arguments, plurals). */
export type CatalogueText = <C extends Catalogue>(
  catalogue: C,
  key: MessageKey<C>,
  values?: MessageValues,
) => string;

/**
 * The texts of `catalogues` in `locale`, from the catalogues themselves (their JSON, compiled by
 * Lingui as the server compiles them), so a journey asserts what the app says without a copy.
 * @throws when a catalogue does not load
 */
export async function catalogueTexts(
  locale: Locale,
  catalogues: readonly Catalogue[],
): Promise<CatalogueText> {
  const translations = new Translations(compileMessageOrThrow);
  await Promise.all(catalogues.map((catalogue) => translations.load(catalogue, locale)));
  return (catalogue, key, values) => translations.t(locale, catalogue, key, values);
}

/**
 * Fails when anything overflows on the page ({@link overflowsOn}): it scrolls sideways, or a
 * text runs out of its box or is cut.
 * @param where the screen or step, named in the failure
 */
export async function expectNoOverflow(page: Page, where: string): Promise<void> {
  expect(await overflowsOn(page), `what overflows on ${where}`).toEqual([]);
}
