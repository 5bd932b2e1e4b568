import { healthLogBodySchema, type HealthLog } from '@nestling/shared';
import { apiClient } from '@/lib/api-client';
import { healthLogFormData, type HealthLogFormValues } from '../utils/health-log-form-data';
import { addLogToCache, useHealthLogMutation } from './health-log-cache';

export interface CreateHealthLogInput {
  kidId: number;
  values: HealthLogFormValues;
  /** An optional JPG, PNG, WEBP or PDF of at most 5 MB (checked before with checkDocument). */
  document?: File | null;
}

/**
 * Adds a health log (spec §7.5 POST /health, multipart with the optional `document`).
 * @param input the kid, the form's values (sleep in hours) and the optional document
 * @returns the stored log
 * @throws ApiError 400 with `details` per field, 404 for a kid that is not the parent's,
 *   413/415 for the document, 0 on network failure
 */
export async function createHealthLog(input: CreateHealthLogInput): Promise<HealthLog> {
  const body = healthLogFormData(input.values, { kidId: input.kidId, document: input.document });
  const answer = await apiClient.post('/health', body, healthLogBodySchema);
  return answer.log;
}

/** Mutation running `createHealthLog`; the new log shows in the list at once, then the
 * kid's list, summary and charts refresh (meta.invalidates). */
export function useCreateHealthLog() {
  return useHealthLogMutation(createHealthLog, addLogToCache);
}
