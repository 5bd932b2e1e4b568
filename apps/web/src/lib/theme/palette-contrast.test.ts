import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The palette of both themes, read from index.css itself (so the test checks what ships), and
 * the colour pairs the screens use, held to WCAG 2.2 AA: 4.5:1 for text (SC 1.4.3), 3:1 for
 * focus rings, field borders and other UI parts (SC 1.4.11).
 */
const css = readFileSync(path.join(__dirname, '../../index.css'), 'utf8');
function colorsIn(block: string): Record<string, string> {
  const colors: Record<string, string> = {};
  for (const [, name, hex] of block.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{6})\s*;/gi))
    colors[name as string] = (hex as string).toLowerCase();
  return colors;
}

function blockAfter(marker: string): string {
  const start = css.indexOf(marker);
  if (start < 0) throw new Error(`index.css has no ${marker}`);
  return css.slice(start, css.indexOf('}', start));
}

const light = colorsIn(blockAfter('@theme {'));
const dark = { ...light, ...colorsIn(blockAfter(":root[data-theme='dark'] {")) };

/** Relative luminance of an sRGB colour (WCAG 2.2 definition). */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

const TEXT = 4.5;
const UI = 3;
const SURFACES = ['surface', 'canvas'];

/** [foreground, background, minimum ratio, where it is used] */
const PAIRS: Array<[string, string, number, string]> = [
  ...['ink-900', 'ink-800', 'ink-700', 'ink-600'].flatMap((ink) =>
    SURFACES.map((bg): [string, string, number, string] => [ink, bg, TEXT, 'text']),
  ),
  ['ink-500', 'surface', TEXT, 'placeholders, disabled labels'],
  ...['brand-600', 'brand-700', 'brand-800'].flatMap((brand) =>
    SURFACES.map((bg): [string, string, number, string] => [brand, bg, TEXT, 'links, eyebrows']),
  ),
  ['brand-800', 'brand-50', TEXT, 'selected nav link, chips'],
  ['brand-800', 'brand-100', TEXT, 'pressed secondary button'],
  ['brand-700', 'brand-50', TEXT, 'icons and text on a brand tint'],
  ['on-fill', 'brand-600', TEXT, 'primary button'],
  ['on-fill', 'brand-700', TEXT, 'primary button, hover'],
  ['on-fill', 'brand-800', TEXT, 'primary button, pressed'],
  ['on-fill', 'danger-700', TEXT, 'danger button'],
  ['on-accent', 'accent-400', TEXT, 'count badges: unread notifications, pending requests'],
  ['danger-700', 'surface', TEXT, 'field errors'],
  ['danger-700', 'danger-50', TEXT, 'error status line'],
  ['success-700', 'success-50', TEXT, 'success status line'],
  ['info-700', 'info-50', TEXT, 'info status line'],
  ['accent-700', 'accent-50', TEXT, 'notice panels'],
  ['accent-700', 'accent-100', TEXT, 'self-assessment badge, coming soon'],
  ['accent-700', 'surface', TEXT, 'sleep chart line, text'],
  ['brand-500', 'surface', UI, 'focus ring'],
  ['brand-500', 'canvas', UI, 'focus ring'],
  ['ink-500', 'surface', UI, 'text field border'],
  ['danger-700', 'surface', UI, 'invalid field border'],
  ['brand-600', 'surface', UI, 'switch on, selected day, mood dots'],
  ['ink-500', 'canvas', UI, 'switch off (on a canvas panel)'],
  ['accent-500', 'surface', UI, 'event dots, mood dots'],
  ['info-700', 'surface', UI, 'mood dots (Sad)'],
];

describe.each([
  ['light', light],
  ['dark', dark],
])('the %s palette (WCAG AA, issue 9)', (_name, palette) => {
  it.each(PAIRS)('%s on %s ≥ %s:1 (%s)', (foreground, background, minimum) => {
    const fg = palette[foreground];
    const bg = palette[background];
    expect(fg, `--color-${foreground}`).toBeDefined();
    expect(bg, `--color-${background}`).toBeDefined();
    expect(contrast(fg as string, bg as string)).toBeGreaterThanOrEqual(minimum);
  });
});

describe('contrast()', () => {
  it('matches the WCAG reference values', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrast('#ffffff', '#ffffff')).toBe(1);
  });
});
