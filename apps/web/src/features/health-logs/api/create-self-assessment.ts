import { healthLogBodySchema, type HealthLog, type SelfAssessmentRequest } from '@nestling/shared';
import { apiClient } from '@/lib/api-client';
import { addLogToCache, useHealthLogMutation } from './health-log-cache';

/**
 * Submits a child's self-assessment (spec §7.5 POST /self-assessments, JSON of §3).
 * @param body the answers, already checked with selfAssessmentSchema; `date` is the viewer's today
 * @returns the log the server stored for it (spec §3: it is added to the list)
 * @throws ApiError 400 with `details`, 404 for a kid that is not the parent's, 0 on network failure
 */
export async function createSelfAssessment(body: SelfAssessmentRequest): Promise<HealthLog> {
  const answer = await apiClient.post('/self-assessments', body, healthLogBodySchema);
  return answer.log;
}

/** Mutation running `createSelfAssessment`; its log shows in the list at once, then the
 * kid's list, summary and charts refresh (meta.invalidates). */
export function useCreateSelfAssessment() {
  return useHealthLogMutation(createSelfAssessment, addLogToCache);
}
