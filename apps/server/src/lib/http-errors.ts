/**
 * The one error type routes and services throw. The error handler turns it into the JSON body
 * of product.md: `{ error, code, details? }` with `status`.
 */
export class HttpError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: string,
    message: string,
    public readonly details?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/**
 * 429 RATE_LIMITED with a Retry-After of `retryAfterSeconds` (the error handler sets it): work
 * the caller may ask for again later (a parent's PDF checks all taken).
 */
export class RetryLaterError extends HttpError {
  constructor(
    message: string,
    public readonly retryAfterSeconds: number,
  ) {
    super(429, 'RATE_LIMITED', message);
  }
}

/** 400: input that breaks a rule the schema cannot express. */
export const badRequest = (code: string, message: string) => new HttpError(400, code, message);
/** 401: no session. */
export const unauthorized = (code: string, message: string) => new HttpError(401, code, message);
/** 403: a session that may not do this. */
export const forbidden = (code: string, message: string) => new HttpError(403, code, message);
/** 404: missing, or another family's record (never reveal it exists). */
export const notFound = (message = 'Not found.') => new HttpError(404, 'NOT_FOUND', message);
/** 409: conflicts with what is stored. */
export const conflict = (code: string, message: string) => new HttpError(409, code, message);

/**
 * The record a lookup found, or 404 with `message` when it found none (another family's record
 * is not found either): `const kid = await foundOr404(kids.findOwned(familyId, id), '…')`.
 */
export async function foundOr404<T>(lookup: Promise<T | undefined>, message: string): Promise<T> {
  const record = await lookup;
  if (!record) throw notFound(message);
  return record;
}
