import { useMutation } from '@tanstack/react-query';
import { reportSchema, type Report, type ReportCreate } from '@nestling/shared';
import { apiClient } from '@/lib/api-client';

/**
 * Reports a family (named by one of its parents' ids) or a message this parent received
 * (POST /api/reports, issue 27, decision 060). Reporting an open report's target again answers
 * that report.
 * @throws ApiError: 404 a family or message the parent cannot see, 400 their own family or an
 *   invalid body, 429 past 10 reports a day, 0 network
 */
export function sendReport(input: ReportCreate): Promise<Report> {
  return apiClient.post('/reports', input, reportSchema);
}

/** Mutation sending a report (see sendReport). */
export function useSendReport() {
  return useMutation({ mutationFn: sendReport });
}
