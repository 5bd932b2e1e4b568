import type { MailMessage } from './mailer.js';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function layout(
  title: string,
  paragraphs: string[],
  action?: { label: string; url: string },
): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#0f766e;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#475569">Or paste this link into your browser:<br>${escapeHtml(action.url)}</p>`
    : '';
  return `<!doctype html><html lang="en"><body style="margin:0;padding:24px;background:#f8fafc;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#0f172a"><div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px"><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${body}${button}<p style="margin:24px 0 0;font-size:13px;color:#475569">— Nestling</p></div></body></html>`;
}

/**
 * A mail that asks the reader to open one link: the lines, then the link (a button in HTML,
 * "`prompt`: url" in the text), then what to do if the mail was not expected, signed Nestling.
 * @param content.title the HTML heading
 * @param content.link.label the button's text
 * @param content.unexpected the closing line for a reader who did not ask for the mail
 */
function linkMail(
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
  return {
    to,
    subject,
    text: `${lines.join('\n\n')}\n\n${link.prompt}: ${link.url}\n\n${unexpected}\n\n— Nestling`,
    html: layout(title, [...lines, unexpected], { label: link.label, url: link.url }),
  };
}

/** The verification e-mail (spec §2.6), linking to `APP_URL/verify-email?token=…`; valid 24 h. */
export function verificationMail(to: string, name: string, url: string): MailMessage {
  return linkMail(to, 'Verify your e-mail for Nestling', {
    title: 'Verify your e-mail',
    lines: [
      `Hi ${name},`,
      'Welcome to Nestling! Please confirm your e-mail address so you can connect with other families.',
      'This link works once and expires in 24 hours.',
    ],
    link: { prompt: 'Verify your e-mail', label: 'Verify e-mail', url },
    unexpected: 'If you did not sign up, you can ignore this e-mail.',
  });
}

/** The password-reset e-mail (spec §2.7), linking to `APP_URL/new-password?token=…`; valid 1 h. */
export function passwordResetMail(to: string, name: string, url: string): MailMessage {
  return linkMail(to, 'Reset your Nestling password', {
    title: 'Reset your password',
    lines: [
      `Hi ${name},`,
      'Someone (hopefully you) asked to reset your Nestling password.',
      'This link works once and expires in 1 hour. Setting a new password signs out your other devices.',
    ],
    link: { prompt: 'Set a new password', label: 'Set a new password', url },
    unexpected:
      'If you did not ask for this, you can ignore this e-mail; your password stays the same.',
  });
}

/**
 * Sent when someone registers with an address that already has an account: the registering
 * browser sees the usual answer (so the form does not reveal who is registered), and the
 * owner learns of it here.
 */
export function accountExistsMail(
  to: string,
  name: string,
  loginUrl: string,
  resetUrl: string,
): MailMessage {
  const lines = [
    `Hi ${name},`,
    'Someone tried to create a new Nestling account with this e-mail address, which already has one.',
    `If it was you, log in at ${loginUrl}, or reset your password at ${resetUrl}.`,
    'If it was not you, you can ignore this e-mail: nothing has changed.',
  ];
  return {
    to,
    subject: 'You already have a Nestling account',
    text: `${lines.join('\n\n')}\n\n— Nestling`,
    html: layout('You already have an account', lines),
  };
}

/** One line per role, as the invitation explains it (issue 24, decision 056). */
const ROLE_LINES = {
  guardian:
    'As a guardian you can do everything a parent can: the kids, their records, friends, messages and the family’s members.',
  caregiver:
    'As a caregiver you can see the family’s kids and add to their calendar, health log and achievements.',
} as const;

/**
 * The family invitation (issue 24), linking to `APP_URL/join-family?token=…`; single use,
 * valid 7 days. Someone without an account registers through the link; someone with one
 * signs in and confirms joining.
 * @param inviterName the guardian who invited (or sent it again)
 */
export function familyInvitationMail(
  to: string,
  inviterName: string,
  role: keyof typeof ROLE_LINES,
  url: string,
): MailMessage {
  return linkMail(to, `${inviterName} invited you to their family on Nestling`, {
    title: 'Join a family on Nestling',
    lines: [
      'Hi,',
      `${inviterName} invited you to join their family on Nestling as a ${role}.`,
      ROLE_LINES[role],
      'This link works once and expires in 7 days. If you have no Nestling account yet, you can create one through it.',
    ],
    link: { prompt: 'Join the family', label: 'Join the family', url },
    unexpected: 'If you did not expect this, you can ignore this e-mail.',
  });
}
