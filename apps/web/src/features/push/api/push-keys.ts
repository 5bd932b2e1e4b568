/** The query keys of Web Push's settings (issue 25): this parent's devices and preferences. */
export const pushKeys = {
  all: ['push'] as const,
  /** GET /api/push/subscriptions. */
  devices: () => ['push', 'devices'] as const,
  /** GET /api/notification-preferences. */
  preferences: () => ['push', 'preferences'] as const,
};
