import type { PrettyOptions } from 'pino-pretty';

/** Fields of the request log (app.ts, RequestLog) that the readable line shows in its words. */
const REQUEST_FIELDS = 'pid,hostname,reqId,req,res,responseTime';

/**
 * One log line's message as a person reads it in development: for the request log
 * (`request completed` / `request errored`, app.ts) "GET /api/kids 200 4 ms", for any other
 * line its message as logged.
 * @param log one pino record (time, level, msg and its fields)
 * @returns the message part of the readable line; the remaining fields follow it on the line
 */
export function readableMessage(log: Record<string, unknown>): string {
  const req = log.req as { method?: string; url?: string } | undefined;
  const res = log.res as { statusCode?: number } | undefined;
  const message = typeof log.msg === 'string' ? log.msg : '';
  if (!req?.method || !req.url) return message;
  const time = typeof log.responseTime === 'number' ? ` ${Math.round(log.responseTime)} ms` : '';
  const outcome = message === 'request errored' ? ' (errored)' : '';
  return `${req.method} ${req.url} ${res?.statusCode ?? ''}${time}${outcome}`;
}

/**
 * pino-pretty's options for development's log: short time, one line per record, no pid; written
 * synchronously, so the lines keep their order with what the server prints itself (the
 * "running at" line, mail).
 */
export const readableLogOptions: PrettyOptions = {
  sync: true,
  translateTime: 'SYS:HH:MM:ss',
  ignore: REQUEST_FIELDS,
  singleLine: true,
  messageFormat: (log) => readableMessage(log),
};

/**
 * The log stream of development (NODE_ENV not production; issue 29): pino-pretty, a dev
 * dependency, writes each JSON record as one readable line — time, level, message, the other
 * fields — instead of JSON. Mail printed by the console transport is written apart and stays
 * as it is, links included.
 * @returns the stream for `buildApp`'s `logStream`, or undefined where pino-pretty is not
 *   installed (an install without dev dependencies): the JSON lines stay then
 */
export async function readableLogStream(): Promise<{ write(line: string): void } | undefined> {
  try {
    const { default: pretty } = await import('pino-pretty');
    return pretty(readableLogOptions);
  } catch {
    return undefined;
  }
}
