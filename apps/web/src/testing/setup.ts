import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { configureApiClient } from '@/lib/api-client';

// findBy… and waitFor wait up to 5 s rather than 1 s: on a loaded machine a render can take
// longer than a second; what never appears still fails.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  configureApiClient();
  window.localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
});
