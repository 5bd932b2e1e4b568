/**
 * Whether a `next` value from the URL may be followed after login: a same-origin path that
 * starts with a single `/` (not `//` or `/\`, which browsers read as another host) and holds
 * no control characters. Anything else could send a parent to another site (open redirect).
 * @param next the raw `next` query value, or null when absent
 * @returns the path to go to, or undefined when it is absent or unsafe
 */
export function safeNextPath(next: string | null | undefined): string | undefined {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\'))
    return undefined;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this check rejects
  if (/[\u0000-\u001f\u007f]/.test(next)) return undefined;
  try {
    const base = 'https://nestling.invalid';
    const url = new URL(next, base);
    if (url.origin !== base) return undefined;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return undefined;
  }
}
