// The login screen's remembered e-mail, apart from local-session.ts, which the entry loads (the
// session gate): only the login form reads and writes it, so only /login's first load carries it.
import { storage } from './local-session';

/** The key of the e-mail remembered by the login screen's Remember me (spec §2.4). */
export const REMEMBERED_EMAIL_KEY = 'rememberedEmail';

/** The remembered login e-mail, or '' when none. */
export function readRememberedEmail(): string {
  return storage()?.getItem(REMEMBERED_EMAIL_KEY) ?? '';
}

/**
 * Stores or forgets the login e-mail (spec §2.4 Remember me).
 * @param email the trimmed e-mail, or undefined to forget it
 */
export function rememberEmail(email: string | undefined): void {
  const store = storage();
  if (!store) return;
  if (email) store.setItem(REMEMBERED_EMAIL_KEY, email);
  else store.removeItem(REMEMBERED_EMAIL_KEY);
}
