import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { CHROME_PATH, QUIET_CHROMIUM_FLAGS } from '@nestling/testing';
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
        ...QUIET_CHROMIUM_FLAGS,
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
