import { healthLogKeys } from '@/entities/health-logs/api/health-log-keys';
import { kidKeys } from '@/entities/kids/api/kid-keys';
import { scheduleEventKeys } from '@/entities/schedule-events/api/schedule-event-keys';

/**
 * What a kid's rename or deletion makes stale across features (decision 009): every kids list
 * (the kids page, the parent hub, the Health Tracker's kid picker), every schedule query (the
 * server deletes a deleted kid's events, and each event carries its kid's name for the hub) and
 * every health query (the same for logs). The kid's own entry is written from the answer, or
 * dropped, by the mutation itself, so it is left out: refetching a deleted kid would answer 404.
 */
export const KID_CHANGE_INVALIDATES = [
  kidKeys.lists,
  scheduleEventKeys.all,
  healthLogKeys.all,
] as const;
