import { describe, expect, it } from 'vitest';
import { CERTIFICATE_MESSAGES, certificateFieldsSchema } from './certificates.js';

describe('certificateFieldsSchema', () => {
  it('titles a certificate "Certificate" when the title is left out or blank (spec §3)', () => {
    expect(certificateFieldsSchema.parse({ kidId: '3' })).toEqual({
      kidId: 3,
      title: 'Certificate',
      date: undefined,
    });
    expect(certificateFieldsSchema.parse({ kidId: '3', title: '   ' }).title).toBe('Certificate');
  });

  it('takes a date as an instant with an offset', () => {
    expect(
      certificateFieldsSchema.parse({ kidId: '3', date: '2026-03-01T09:00:00+01:00' }).date,
    ).toBe('2026-03-01T09:00:00+01:00');
    const dateOnly = certificateFieldsSchema.safeParse({ kidId: '3', date: '2026-03-01' });
    expect(dateOnly.error?.issues[0]?.message).toBe(CERTIFICATE_MESSAGES.dateInvalid);
  });

  it('asks for a kid first (spec §5)', () => {
    const result = certificateFieldsSchema.safeParse({});
    expect(result.error?.issues[0]?.message).toBe(CERTIFICATE_MESSAGES.selectKid);
  });
});
