import { DrizzleQueryError } from 'drizzle-orm';

/** An error as a log line carries it. */
export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  code?: unknown;
  cause?: LoggedError;
  [field: string]: unknown;
}

/**
 * Fields of an error that say what went wrong without repeating what was sent: Node and
 * Fastify codes, and PostgreSQL's error fields that name the rule, never the row
 * (`detail` and `where` are left out: they quote the values, e.g. "Key (email)=(…) exists").
 */
const SAFE_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'constraint',
  'table',
  'column',
  'routine',
] as const;

/** The stack's frames without its first line, which repeats the message. */
function framesOf(error: Error): string {
  const stack = error.stack ?? '';
  const end = stack.indexOf(error.message);
  return end < 0 ? '' : stack.slice(end + error.message.length).replace(/^\n/, '');
}

/** How deep a chain of causes is followed. */
const MAX_CAUSES = 5;

/**
 * The `err` serializer of the app's logger (pino): type, message, stack, the safe fields above
 * and the chain of causes. A failed Drizzle query keeps only its database error: the wrapper's
 * message and stack hold the SQL and every parameter, and parameters are what a parent typed —
 * e-mail addresses, argon2id hashes, health notes (issue 8: logs never carry them). Any other
 * own property of an error is left out for the same reason.
 * @param error anything thrown
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  if (error instanceof DrizzleQueryError) {
    const logged: LoggedError = {
      type: 'DrizzleQueryError',
      message: 'Failed query',
      stack: framesOf(error),
    };
    if (error.cause !== undefined && depth < MAX_CAUSES) {
      logged.cause = serializeError(error.cause, depth + 1);
    }
    return logged;
  }
  const logged: LoggedError = {
    type: error.constructor.name || error.name,
    message: error.message,
    stack: error.stack ?? '',
  };
  for (const field of SAFE_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (value !== undefined) logged[field] = value;
  }
  if (error.cause !== undefined && depth < MAX_CAUSES) {
    logged.cause = serializeError(error.cause, depth + 1);
  }
  return logged;
}
