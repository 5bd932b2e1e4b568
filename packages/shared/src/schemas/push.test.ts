import { describe, expect, it } from 'vitest';
import {
  hostAllowed,
  isBase64UrlOfLength,
  notificationPreferencesFormSchema,
  DEFAULT_NOTIFICATION_PREFERENCES,
  PUSH_MESSAGES,
} from './push.js';

describe('hostAllowed (PUSH_ALLOWED_HOSTS)', () => {
  const patterns = ['fcm.googleapis.com', '*.push.services.mozilla.com'];
  it.each([
    ['fcm.googleapis.com', true],
    ['FCM.googleapis.com', true],
    ['updates.push.services.mozilla.com', true],
    ['push.services.mozilla.com', false],
    ['evilpush.services.mozilla.com', false],
    ['fcm.googleapis.com.evil.test', false],
    ['169.254.169.254', false],
  ])('%s → %s', (host, allowed) => {
    expect(hostAllowed(host, patterns)).toBe(allowed);
  });
});

describe('isBase64UrlOfLength', () => {
  it.each([
    ['A'.repeat(22), 16, true],
    [`${'A'.repeat(22)}==`, 16, true],
    ['A'.repeat(23), 16, false],
    [`${'A'.repeat(21)}+`, 16, false],
    ['B'.repeat(87), 65, true],
  ])('%s of %i bytes → %s', (value, bytes, ok) => {
    expect(isBase64UrlOfLength(value, bytes)).toBe(ok);
  });
});

describe('notificationPreferencesFormSchema', () => {
  const base = {
    kinds: DEFAULT_NOTIFICATION_PREFERENCES.kinds,
    quietStart: { hour: '10', minute: '00', period: 'PM' as const },
    quietEnd: { hour: '7', minute: '00', period: 'AM' as const },
    timeZone: 'Europe/London',
  };
  it('turns the form into the PUT body: quiet hours in 24-hour HH:mm, or none', () => {
    expect(notificationPreferencesFormSchema.parse({ ...base, quietOn: true })).toEqual({
      kinds: base.kinds,
      quietHours: { start: '22:00', end: '07:00', timeZone: 'Europe/London' },
    });
    expect(notificationPreferencesFormSchema.parse({ ...base, quietOn: false }).quietHours).toBe(
      null,
    );
  });
  it('says what is wrong under the field', () => {
    const same = notificationPreferencesFormSchema.safeParse({
      ...base,
      quietOn: true,
      quietEnd: base.quietStart,
    });
    expect(same.error?.issues).toEqual([
      expect.objectContaining({ path: ['quietEnd'], message: PUSH_MESSAGES.quietSame }),
    ]);
  });
});
