/**
 * The kid id of a health route parameter (spec §4 Kid id check on the health screen, §2.13:
 * a kid id is numeric; product.md: ids are positive integers).
 * @param raw the `:kidId` route parameter, possibly missing
 * @returns the id, or null when it is missing or not a positive whole number
 */
export function parseKidId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
