import { API_BASE_URL } from '@/lib/api-client';

/**
 * The address of a kid's health logs as CSV (GET /api/health/export?kidId=&format=csv, a
 * text/csv attachment), for a plain `<a download>`: a same-origin GET, so the session cookie
 * goes along and the browser saves the file itself.
 * @param kidId the kid's id
 */
export function healthLogExportUrl(kidId: number): string {
  const query = new URLSearchParams({ kidId: String(kidId), format: 'csv' });
  return `${API_BASE_URL}/health/export?${query.toString()}`;
}
