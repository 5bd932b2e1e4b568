import type { z } from 'zod';
import { MESSAGES, NETWORK_ERROR_STATUS } from '@nestling/shared';
import {
  ApiError,
  CLIENT_ERROR_CODES,
  buildUrl,
  canceledError,
  httpError,
  XSRF_INVALID_CODE,
  isApiError,
  reportSessionFailure,
  xsrfHeader,
} from './api-client';

/**
 * How long an upload may take: the spec's 15 s API timeout (§9) is for calls whose bodies are
 * small; a 5 MB file on a slow phone line needs longer, as downloads get 30 s. Ours: 120 s.
 */
export const UPLOAD_TIMEOUT_MS = 120_000;

export interface UploadOptions<T> {
  /** The shared zod schema the answer must match. */
  schema: z.ZodType<T>;
  /** Called with the share of the body sent so far, 0–100 (whole percent). */
  onProgress?: (percent: number) => void;
  /** Aborting it cancels the upload, which then fails with status 499. */
  signal?: AbortSignal;
  /** Default UPLOAD_TIMEOUT_MS. */
  timeoutMs?: number;
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * POSTs a multipart form to the API with XMLHttpRequest, the one browser API that reports
 * upload progress (the Fetch API cannot; spec §7.5 "upload progress is reported"). Otherwise it
 * behaves as `apiRequest` does: `/api` + `path` on the page's origin, cookies, the XSRF header,
 * the same ApiError shape (status 499 canceled, 0 network failure or timeout, else the HTTP
 * status with the server's `error` text and `code`), and a session failure hands over to the
 * session-expiry handler. Never retried — an upload is not idempotent — except once after a
 * refused XSRF token, which the server refused without acting on (as `apiRequest` does).
 * @param path the path after `/api`, e.g. `/certificates`
 * @param body the multipart form
 * @param options the answer's schema, the progress callback, an abort signal, the timeout
 * @returns the answer parsed by `options.schema`
 * @throws ApiError on any failure
 */
export async function uploadWithProgress<T>(
  path: string,
  body: FormData,
  options: UploadOptions<T>,
): Promise<T> {
  try {
    return await sendUpload(path, body, options);
  } catch (error) {
    if (isApiError(error) && error.code === XSRF_INVALID_CODE)
      return sendUpload(path, body, options);
    throw error;
  }
}

function sendUpload<T>(path: string, body: FormData, options: UploadOptions<T>): Promise<T> {
  const { signal } = options;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) return reject(canceledError());
    const request = new XMLHttpRequest();
    request.open('POST', buildUrl(path));
    request.withCredentials = true;
    request.timeout = options.timeoutMs ?? UPLOAD_TIMEOUT_MS;
    request.setRequestHeader('Accept', 'application/json');
    const xsrf = xsrfHeader();
    if (xsrf) request.setRequestHeader(...xsrf);

    const onAbort = () => request.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const fail = (error: ApiError) => {
      signal?.removeEventListener('abort', onAbort);
      if (error.code !== XSRF_INVALID_CODE) reportSessionFailure(error);
      reject(error);
    };

    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(Math.min(100, Math.floor((event.loaded / event.total) * 100)));
    });
    request.addEventListener('load', () => {
      const payload = parseBody(request.responseText);
      if (request.status < 200 || request.status >= 300)
        return fail(httpError(request.status, payload));
      signal?.removeEventListener('abort', onAbort);
      const parsed = options.schema.safeParse(payload);
      if (!parsed.success) {
        return reject(
          new ApiError({
            status: request.status,
            code: CLIENT_ERROR_CODES.invalidResponse,
            message: MESSAGES.common.unexpected,
          }),
        );
      }
      options.onProgress?.(100);
      resolve(parsed.data);
    });
    request.addEventListener('abort', () => fail(canceledError()));
    request.addEventListener('timeout', () =>
      fail(
        new ApiError({
          status: NETWORK_ERROR_STATUS,
          code: CLIENT_ERROR_CODES.timeout,
          message: MESSAGES.common.timeout,
        }),
      ),
    );
    request.addEventListener('error', () =>
      fail(
        new ApiError({
          status: NETWORK_ERROR_STATUS,
          code: CLIENT_ERROR_CODES.network,
          message: MESSAGES.common.network,
        }),
      ),
    );
    request.send(body);
  });
}
