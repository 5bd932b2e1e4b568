import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
}

export interface SmtpSink {
  /** smtp://127.0.0.1:PORT, for SMTP_URL. */
  url: string;
  /** Every message received so far, oldest first. */
  messages: ReceivedMail[];
  /**
   * Resolves with the first message to `address` (case-insensitive) matching `subject`,
   * received after `since` messages; polls every 25 ms.
   * @throws Error after `timeoutMs` (default 10 000 ms) naming what was received
   */
  waitFor(address: string, subject?: RegExp, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 and a free port (smtp-server), which accepts every message
 * and keeps it parsed in memory, so tests see exactly what a mail client would.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', (error) => callback(error));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((parsed) => {
            messages.push({
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: parsed.html ?? '',
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(address, subject, timeoutMs = 10_000) {
      const wanted = address.toLowerCase();
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(
          (mail) => mail.to.includes(wanted) && (!subject || subject.test(mail.subject)),
        );
        if (found) return found;
        if (Date.now() > deadline) {
          throw new Error(
            `No mail to ${address}${subject ? ` matching ${subject}` : ''} within ${timeoutMs} ms; received: ${JSON.stringify(messages.map((m) => [m.to, m.subject]))}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first URL in a mail's text whose path is `pathname` (e.g. /verify-email). */
export function linkIn(mail: ReceivedMail, pathname: string): string {
  const match = mail.text.match(
    new RegExp(`https?://[^\\s]+${pathname.replace(/[/]/g, '\\/')}\\?token=[A-Za-z0-9_-]+`),
  );
  if (!match) throw new Error(`No ${pathname} link in mail "${mail.subject}":\n${mail.text}`);
  return match[0];
}
