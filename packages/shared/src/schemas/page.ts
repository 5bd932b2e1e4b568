import { z } from 'zod';

// A page of a list as answered. The paging parameters a client sends (`page`, `pageSize`) are
// in paging.ts: an answer's schema reads this module alone, so the web's late check of a page
// (decision 092) does not build the parameters' schemas (issue 29).

/**
 * One page of a list: its `items`, how many there are in all (`total`, for "page N of M" and
 * Prev/Next), and the page and size that were answered.
 * @param item the schema of one item
 */
export function pageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
