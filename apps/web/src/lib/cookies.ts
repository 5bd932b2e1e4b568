/**
 * Reads one cookie readable by the page (not httpOnly), such as the XSRF token.
 * @param name the cookie's name, e.g. `XSRF-TOKEN`
 * @param cookieString the `document.cookie` text to read (default: the page's)
 * @returns the decoded value, or undefined when the cookie is absent
 */
export function readCookie(
  name: string,
  cookieString: string = document.cookie,
): string | undefined {
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}
