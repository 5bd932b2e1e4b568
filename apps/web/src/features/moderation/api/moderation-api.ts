import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { AuditPage, ModerationActionRequest, ModerationReportPage } from '@nestling/shared';
import { apiClient, LazySchema } from '@/lib/api-client';

/** The answers' shared schemas, loaded on first use (decision 082): zod is off the first load. */
const auditPageBody = new LazySchema(() =>
  import('./moderation-schemas').then((module) => module.auditPageSchema),
);
const moderationReportPageBody = new LazySchema(() =>
  import('./moderation-schemas').then((module) => module.moderationReportPageSchema),
);

/** Query keys of the Moderation screen (issue 27): its pages of open reports and of the log. */
export const moderationKeys = {
  all: ['moderation'] as const,
  reports: (page: number) => ['moderation', 'reports', page] as const,
  audit: (page: number) => ['moderation', 'audit', page] as const,
};

/** Reports (and audit entries) per page on the Moderation screen. */
export const MODERATION_PAGE_SIZE = 20;

/**
 * One page of open reports, newest first (GET /api/moderation/reports, decision 060).
 * @throws ApiError: 403 MODERATOR_ONLY, 0 network
 */
export function getOpenReports(page: number, signal?: AbortSignal): Promise<ModerationReportPage> {
  return apiClient.get(
    `/moderation/reports?page=${page}&pageSize=${MODERATION_PAGE_SIZE}`,
    moderationReportPageBody,
    { signal },
  );
}

/** The Moderation screen's page of open reports (the last page stays while the next loads). */
export function useOpenReports(page: number) {
  return useQuery({
    queryKey: moderationKeys.reports(page),
    queryFn: ({ signal }) => getOpenReports(page, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * One page of the audit log, newest first (GET /api/moderation/audit, decision 060).
 * @throws ApiError: 403 MODERATOR_ONLY, 0 network
 */
export function getAuditLog(page: number, signal?: AbortSignal): Promise<AuditPage> {
  return apiClient.get(
    `/moderation/audit?page=${page}&pageSize=${MODERATION_PAGE_SIZE}`,
    auditPageBody,
    { signal },
  );
}

/** The Moderation screen's page of the audit log (the last page stays while the next loads). */
export function useAuditLog(page: number) {
  return useQuery({
    queryKey: moderationKeys.audit(page),
    queryFn: ({ signal }) => getAuditLog(page, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * A moderator's action on a report, with its reason (POST /api/moderation/reports/:id/actions).
 * @throws ApiError: 400 no reason, 404 no such report, 403 MODERATOR_ONLY, 0 network
 */
export async function actOnReport(id: number, input: ModerationActionRequest): Promise<void> {
  await apiClient.post(`/moderation/reports/${id}/actions`, input);
}

/** Mutation of an action; the open reports and the audit log are fetched again after it. */
export function useActOnReport(id: number) {
  return useMutation({
    mutationFn: (input: ModerationActionRequest) => actOnReport(id, input),
    meta: { invalidates: [moderationKeys.all] },
  });
}
