/**
 * The API path a stored file is served from (after an access check). Files never change
 * once stored, so the id is a stable, cacheable address.
 */
export function fileUrl(fileId: number): string {
  return `/api/files/${fileId}`;
}
