/**
 * The Chromium the journeys and Lighthouse drive: CHROME_PATH, else Debian's (DEVELOPERS.md) —
 * Playwright's own browser download does not work here.
 */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * The flags of a headless Chromium under test: no sandbox (root in a container), no GPU, and
 * none of the browser's own traffic (component updates, sync, first-run pages, background
 * requests) that would add requests and timing noise to what is measured.
 */
export const QUIET_CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
