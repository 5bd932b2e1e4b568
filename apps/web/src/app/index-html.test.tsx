import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const html = readFileSync(path.join(__dirname, '../../index.html'), 'utf8');

describe('index.html (issue 29, decision 068)', () => {
  it('asks for the session check while the scripts download, as the app’s own call makes it', () => {
    // as="fetch" with the call's mode and credentials (apiClient: cors, include), or Chromium
    // would not hand the answer to the app's call and would ask again.
    expect(html).toContain(
      '<link rel="preload" href="/api/auth/me" as="fetch" crossorigin="use-credentials" />',
    );
  });
});
