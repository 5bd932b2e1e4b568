import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/** Debian's Chromium (DEVELOPERS.md): Playwright's own browser download does not work here. */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(CHROME_PATH)) {
  throw new Error(
    `Chromium was not found at ${CHROME_PATH}. Install it with "apt-get update && apt-get install -y chromium" ` +
      '(or set CHROME_PATH to a Chromium or Chrome binary). The browser tests do not skip without it.',
  );
}

export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/test-results',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: './artifacts/report', open: 'never' }]],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROME_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-GB',
    timezoneId: 'Europe/London',
  },
});
