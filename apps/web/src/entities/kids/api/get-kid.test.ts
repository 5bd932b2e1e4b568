import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@nestling/shared';
import { jsonResponse } from '@/testing/mock-api';
import { getKid } from './get-kid';
import { getKids } from './get-kids';

// The kid screens check their answers with the shared kid schema, loaded after the first paint
// (decision 082): a malformed answer still fails as it did with the schema on first load.

const kid = {
  id: 7,
  name: 'Mia',
  age: 4,
  gender: 'Female',
  dob: '2021-05-01',
};

function answerWith(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(200, body)),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('kid answers checked with the lazily loaded shared schema', () => {
  it('refuses a kid without a name as an unexpected answer', async () => {
    answerWith({ ...kid, name: undefined });
    await expect(getKid(7)).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
      message: MESSAGES.common.unexpected,
    });
  });

  it('refuses a list that is not a list of kids', async () => {
    answerWith({ kids: [kid] });
    await expect(getKids()).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
      message: MESSAGES.common.unexpected,
    });
  });
});
