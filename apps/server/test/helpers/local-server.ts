import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the local server received, body read whole. */
export interface ReceivedRequest {
  method: string;
  /** Path and query, as sent. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface LocalServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** Every request so far, in order. */
  requests: ReceivedRequest[];
  close(): Promise<void>;
}

/**
 * An HTTP server of the test's own on 127.0.0.1, port 0 — the stand-in for a third-party API
 * (Stripe, an OpenAI-compatible model), so no test reaches the internet. `answer` writes each
 * response; it may also never answer (to test a time limit) — close() then drops the sockets.
 */
export async function startLocalServer(
  answer: (request: ReceivedRequest, response: ServerResponse) => void | Promise<void>,
): Promise<LocalServer> {
  const requests: ReceivedRequest[] = [];
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request: ReceivedRequest = {
        method: incoming.method ?? '',
        url: incoming.url ?? '',
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      void Promise.resolve(answer(request, response)).catch(() => {
        response.statusCode = 500;
        response.end();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Answers `body` as JSON with `status`. */
export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const json = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(json),
  });
  response.end(json);
}
