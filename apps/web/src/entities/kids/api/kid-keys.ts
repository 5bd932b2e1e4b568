/**
 * The query keys of the parent's kids, shared by every feature (decision 009). Everything starts
 * with `kidKeys.all`; the lists (GET /api/kids) sit apart from each kid's own entry
 * (GET /api/kids/:kidId), so a change can refresh every list without asking again for a kid the
 * screen just wrote from an answer, or just deleted (that would only answer 404).
 */
export const kidKeys = {
  all: ['kids'] as const,
  /** Prefix of every kids list. */
  lists: ['kids', 'list'] as const,
  /** GET /api/kids: the signed-in parent's kids. */
  list: () => [...kidKeys.lists] as const,
  /** GET /api/kids/:kidId. */
  detail: (kidId: number) => ['kids', 'detail', kidId] as const,
};
