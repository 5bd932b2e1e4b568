import { mailCatalogue, type Locale, type MessageKey } from '@nestling/shared';
import { translations } from '../../lib/request-locale.js';
import type { MailMessage } from './mailer.js';

type MailKey = MessageKey<typeof mailCatalogue>;

/** The mail catalogue's message `key` in `locale` (decision 076: the recipient's language). */
const sayer = (locale: Locale) => (key: MailKey, values?: Record<string, unknown>) =>
  translations.t(locale, mailCatalogue, key, values);

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function layout(
  locale: Locale,
  title: string,
  paragraphs: string[],
  action?: { label: string; url: string },
): string {
  const say = sayer(locale);
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#0f766e;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#475569">${escapeHtml(say('layout.pasteLink'))}<br>${escapeHtml(action.url)}</p>`
    : '';
  return `<!doctype html><html lang="${locale}"><body style="margin:0;padding:24px;background:#f8fafc;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#0f172a"><div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px"><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${body}${button}<p style="margin:24px 0 0;font-size:13px;color:#475569">${escapeHtml(say('layout.signature'))}</p></div></body></html>`;
}

/**
 * A mail that asks the reader to open one link: the lines, then the link (a button in HTML,
 * "`prompt`: url" in the text), then what to do if the mail was not expected, signed Nestling —
 * every word in `locale`, the recipient's language (decision 076).
 * @param content.title the HTML heading
 * @param content.link.label the button's text
 * @param content.unexpected the closing line for a reader who did not ask for the mail
 */
function linkMail(
  locale: Locale,
  to: string,
  subject: string,
  content: {
    title: string;
    lines: string[];
    link: { prompt: string; label: string; url: string };
    unexpected: string;
  },
): MailMessage {
  const { title, lines, link, unexpected } = content;
  const signature = sayer(locale)('layout.signature');
  return {
    to,
    subject,
    text: `${lines.join('\n\n')}\n\n${link.prompt}: ${link.url}\n\n${unexpected}\n\n${signature}`,
    html: layout(locale, title, [...lines, unexpected], { label: link.label, url: link.url }),
  };
}

/**
 * The verification e-mail (spec §2.6), linking to `APP_URL/verify-email?token=…`; valid 24 h.
 * @param locale the recipient's saved language (`parents.locale`)
 */
export function verificationMail(
  locale: Locale,
  to: string,
  name: string,
  url: string,
): MailMessage {
  const say = sayer(locale);
  return linkMail(locale, to, say('verification.subject'), {
    title: say('verification.title'),
    lines: [
      say('greeting.name', { name }),
      say('verification.welcome'),
      say('verification.expiry'),
    ],
    link: { prompt: say('verification.prompt'), label: say('verification.button'), url },
    unexpected: say('verification.unexpected'),
  });
}

/**
 * The password-reset e-mail (spec §2.7), linking to `APP_URL/new-password?token=…`; valid 1 h.
 * @param locale the recipient's saved language (`parents.locale`)
 */
export function passwordResetMail(
  locale: Locale,
  to: string,
  name: string,
  url: string,
): MailMessage {
  const say = sayer(locale);
  return linkMail(locale, to, say('reset.subject'), {
    title: say('reset.title'),
    lines: [say('greeting.name', { name }), say('reset.asked'), say('reset.expiry')],
    link: { prompt: say('reset.prompt'), label: say('reset.button'), url },
    unexpected: say('reset.unexpected'),
  });
}

/**
 * Sent when someone registers with an address that already has an account: the registering
 * browser sees the usual answer (so the form does not reveal who is registered), and the
 * owner learns of it here, in the owner's saved language (`locale`), not the registering
 * browser's.
 */
export function accountExistsMail(
  locale: Locale,
  to: string,
  name: string,
  loginUrl: string,
  resetUrl: string,
): MailMessage {
  const say = sayer(locale);
  const lines = [
    say('greeting.name', { name }),
    say('accountExists.tried'),
    say('accountExists.ifYou', { loginUrl, resetUrl }),
    say('accountExists.ifNotYou'),
  ];
  return {
    to,
    subject: say('accountExists.subject'),
    text: `${lines.join('\n\n')}\n\n${say('layout.signature')}`,
    html: layout(locale, say('accountExists.title'), lines),
  };
}

/**
 * The family invitation (issue 24), linking to `APP_URL/join-family?token=…`; single use,
 * valid 7 days. Someone without an account registers through the link; someone with one
 * signs in and confirms joining. One line explains the role (decision 056).
 * @param locale the invited address's account's saved language, else the inviter's (the best
 *   guess for an address without an account; decision 076)
 * @param inviterName the guardian who invited (or sent it again)
 */
export function familyInvitationMail(
  locale: Locale,
  to: string,
  inviterName: string,
  role: 'guardian' | 'caregiver',
  url: string,
): MailMessage {
  const say = sayer(locale);
  return linkMail(locale, to, say('invitation.subject', { inviterName }), {
    title: say('invitation.title'),
    lines: [
      say('greeting.plain'),
      say('invitation.invited', { inviterName, role }),
      say(role === 'guardian' ? 'invitation.guardian' : 'invitation.caregiver'),
      say('invitation.expiry'),
    ],
    link: { prompt: say('invitation.prompt'), label: say('invitation.button'), url },
    unexpected: say('invitation.unexpected'),
  });
}
