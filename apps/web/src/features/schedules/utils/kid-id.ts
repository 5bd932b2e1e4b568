/**
 * Reads the kid calendar's route parameter (spec §2.13, §5 Kid calendar: kidId must be present
 * and numeric). Ids are positive integers (product.md), so "0", "-1", "1.5" and "12abc" are
 * refused too.
 * @param raw the `:kidId` route parameter, possibly missing
 * @returns the id, or undefined when it is not a positive whole number
 */
export function parseKidId(raw: string | undefined): number | undefined {
  if (!raw || !/^\d+$/.test(raw)) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
