/**
 * Build-time settings of the web app (Vite `VITE_*` variables). Everything else the app needs
 * comes from the API on the same origin.
 */
export const env = {
  /** Shown on the privacy policy; when unset the policy points to replying to any Nestling e-mail. */
  privacyContactEmail: import.meta.env.VITE_PRIVACY_CONTACT_EMAIL?.trim() || undefined,
} as const;
