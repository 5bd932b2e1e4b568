/**
 * The query keys of this parent's blocks (decision 009): a block is made on an Explore card and
 * listed and undone in the parent hub's "Blocked families", two features.
 */
export const blockKeys = {
  all: ['blocks'] as const,
  /** GET /api/blocks. */
  list: () => ['blocks', 'list'] as const,
};
