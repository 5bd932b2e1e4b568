import { healthLogBodySchema, type HealthLog } from '@nestling/shared';
import { apiClient } from '@/lib/api-client';
import { healthLogFormData, type HealthLogFormValues } from '../utils/health-log-form-data';
import { replaceLogInCache, useHealthLogMutation } from './health-log-cache';

export interface UpdateHealthLogInput {
  id: number;
  values: HealthLogFormValues;
  /** A new document replacing the stored one. */
  document?: File | null;
  /** Drop the stored document (ignored when a new one is sent). */
  removeDocument?: boolean;
}

/**
 * Corrects a health log (PATCH /api/health/:id, multipart, the fields of POST but the kid).
 * @param input the log's id, every field's new value and the document change
 * @returns the corrected log
 * @throws ApiError 400 with `details`, 404 for another family's log, 413/415, 0 on network failure
 */
export async function updateHealthLog(input: UpdateHealthLogInput): Promise<HealthLog> {
  const body = healthLogFormData(input.values, {
    document: input.document,
    removeDocument: input.removeDocument && !input.document,
  });
  const answer = await apiClient.patch(`/health/${input.id}`, body, healthLogBodySchema);
  return answer.log;
}

/** Mutation running `updateHealthLog`; the list shows the correction at once. */
export function useUpdateHealthLog() {
  return useHealthLogMutation(updateHealthLog, replaceLogInCache);
}
