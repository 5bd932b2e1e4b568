import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Sends a message and resolves when the transport accepted it. */
  send(message: MailMessage): Promise<void>;
  /** Closes the transport (callers run sends as background tasks and drain those first). */
  close(): Promise<void>;
}

export interface MailerOptions {
  /** SMTP URL (smtp:// or smtps://); when absent, mail is printed and kept as .eml files. */
  smtpUrl?: string | undefined;
  from: string;
  /** Folder for .eml files of the console transport (DATA_DIR/mail). */
  mailDir: string;
  /** Where the console transport prints (default: standard output). */
  print?: (text: string) => void;
}

/**
 * Creates the mailer: nodemailer over SMTP when `smtpUrl` is set, else the embedded
 * console-and-files transport (issue 2 §5): each message is printed in full to standard output
 * (its links included, so a developer can click them) and saved as an .eml file. That print
 * is deliberate and separate from the request log, which never carries tokens.
 */
export function createMailer(options: MailerOptions): Mailer {
  const print = options.print ?? ((text: string) => process.stdout.write(text));
  const transport: Transporter = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  async function send(message: MailMessage): Promise<void> {
    const info = await transport.sendMail({ from: options.from, ...message });
    if (options.smtpUrl) return;
    const raw = (info as unknown as { message: Buffer }).message;
    await mkdir(options.mailDir, { recursive: true });
    const file = path.join(
      options.mailDir,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`,
    );
    await writeFile(file, raw);
    print(
      [
        '',
        '──────── e-mail (not sent: SMTP_URL is not set) ────────',
        `To: ${message.to}`,
        `Subject: ${message.subject}`,
        '',
        message.text,
        `(saved as ${file})`,
        '────────────────────────────────────────────────────────',
        '',
      ].join('\n'),
    );
  }

  return {
    send,
    async close() {
      transport.close();
    },
  };
}
