import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SessionCheckScreen } from './provider';

const html = readFileSync(path.join(__dirname, '../../index.html'), 'utf8');

/** The markup inside index.html's `<div id="root">`, without the whitespace between tags. */
function rootMarkup(): string {
  const start = html.indexOf('<div id="root">');
  const end = html.lastIndexOf('</div>', html.indexOf('<script type="module"'));
  if (start < 0 || end < 0) throw new Error('index.html has no #root');
  return html
    .slice(start + '<div id="root">'.length, end)
    .replace(/>\s+</g, '><')
    .trim();
}

describe('index.html (issue 29)', () => {
  it('holds the app’s first screen as markup, exactly as React first draws it', () => {
    // The same element, so the browser sees no new, larger paint when React takes over.
    expect(rootMarkup()).toBe(renderToStaticMarkup(<SessionCheckScreen />));
  });

  it('asks for the session check while the scripts download', () => {
    expect(html).toContain(
      '<link rel="preload" href="/api/auth/me" as="fetch" crossorigin="use-credentials" />',
    );
  });
});

describe('index.css before the theme script (issue 29)', () => {
  const css = readFileSync(path.join(__dirname, '../index.css'), 'utf8');
  /** The `--color-*` values of the first block after `marker`. */
  function colorsAfter(marker: string): Record<string, string> {
    const start = css.indexOf(marker);
    if (start < 0) throw new Error(`index.css has no ${marker}`);
    const block = css.slice(start, css.indexOf('}', start));
    return Object.fromEntries(
      [...block.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map(([, name, hex]) => [
        name,
        hex,
      ]),
    );
  }

  it('draws the first screen in a dark system’s colours with the dark theme’s values', () => {
    const early = colorsAfter(':root:not([data-theme]) {');
    const dark = colorsAfter(":root[data-theme='dark'] {");
    expect(Object.keys(early)).toEqual(['canvas', 'brand-600', 'brand-800']);
    for (const [name, hex] of Object.entries(early)) expect(hex, name).toBe(dark[name]);
  });
});
