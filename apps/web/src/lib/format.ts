/**
 * Turns a server-relative media path (a parent's `photoUrl`, spec §3) into a URL the browser
 * can load. The API shares the page's origin (product.md), so a path is used as is; a bare
 * relative path gets a leading slash. Absolute http(s) URLs pass through.
 * @param path the stored path, e.g. `/api/files/12`, or null
 * @returns the URL to put in `src`, or undefined when there is none
 */
export function resolveMediaUrl(path: string | null | undefined): string | undefined {
  const trimmed = path?.trim();
  if (!trimmed) return undefined;
  if (/^https?:\/\//i.test(trimmed) || trimmed.startsWith('/')) return trimmed;
  return `/${trimmed}`;
}

/**
 * The first name of a parent's full name, for greetings.
 * @param name the full name, possibly blank
 * @param fallback what to show when the name is blank (spec §2.10: 'Parent')
 */
export function firstName(name: string | null | undefined, fallback = 'Parent'): string {
  const first = name?.trim().split(/\s+/)[0];
  return first ? first : fallback;
}
