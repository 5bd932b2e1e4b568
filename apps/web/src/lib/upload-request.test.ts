import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { MESSAGES } from '@nestling/shared';
import { mockXhr } from '@/testing/fake-xhr';
import { ApiError, configureApiClient } from './api-client';
import { uploadWithProgress } from './upload-request';

const answer = z.object({ id: z.number() });

function form() {
  const body = new FormData();
  body.set('kidId', '3');
  return body;
}

describe('uploadWithProgress (spec §7.5: upload progress is reported)', () => {
  it('posts to /api with cookies and the XSRF header, reports the percent and parses the answer', async () => {
    document.cookie = 'XSRF-TOKEN=token-1; path=/';
    const uploads = mockXhr();
    const percents: number[] = [];
    const result = uploadWithProgress('/certificates', form(), {
      schema: answer,
      onProgress: (percent) => percents.push(percent),
    });
    const upload = uploads[0];
    expect(upload).toMatchObject({
      method: 'POST',
      url: '/api/certificates',
      withCredentials: true,
      headers: { 'x-xsrf-token': 'token-1' },
    });
    expect(upload?.body).toBeInstanceOf(FormData);
    upload?.progress(250, 1000);
    upload?.progress(999, 1000);
    upload?.respond(201, { id: 9 });
    await expect(result).resolves.toEqual({ id: 9 });
    expect(percents).toEqual([25, 99, 100]);
  });

  it('fails with the server’s error text and code, as the API client does', async () => {
    const uploads = mockXhr();
    const result = uploadWithProgress('/certificates', form(), { schema: answer });
    uploads[0]?.respond(415, { error: 'Unsupported file type.', code: 'UNSUPPORTED_TYPE' });
    const error = await result.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 415,
      code: 'UNSUPPORTED_TYPE',
      message: 'Unsupported file type.',
      fromServer: true,
    });
  });

  it('fails with status 0 and the spec’s network text when the network fails', async () => {
    const uploads = mockXhr();
    const result = uploadWithProgress('/certificates', form(), { schema: answer });
    uploads[0]?.failNetwork();
    await expect(result).rejects.toMatchObject({ status: 0, message: MESSAGES.common.network });
  });

  it('sends once more after a refused XSRF token, and hands a session failure to the handler', async () => {
    const onUnauthorized = vi.fn();
    configureApiClient({
      onUnauthorized,
      getLocation: () => ({ pathname: '/dashboard', search: '', hash: '' }),
    });
    const uploads = mockXhr();
    const result = uploadWithProgress('/certificates', form(), { schema: answer });
    uploads[0]?.respond(403, { error: 'Refused.', code: 'XSRF_INVALID' });
    await vi.waitFor(() => expect(uploads).toHaveLength(2));
    expect(onUnauthorized).not.toHaveBeenCalled();
    uploads[1]?.respond(401, { error: 'Please log in.', code: 'NOT_AUTHENTICATED' });
    await expect(result).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledWith({ status: 401, from: '/dashboard' });
  });
});
