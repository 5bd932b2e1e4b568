/** Query keys of certificates (the Achievements screen's gallery): a kid's certificates. */
export const certificateKeys = {
  all: ['certificates'] as const,
  /** GET /api/certificates?kidId=. */
  kid: (kidId: number) => [...certificateKeys.all, kidId] as const,
};
