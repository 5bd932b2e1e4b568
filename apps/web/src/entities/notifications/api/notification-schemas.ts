/**
 * The shared schemas of these answers, for their `LazySchema`s: imported on demand, so the
 * screens asking for them carry no zod on their first load (decision 082).
 */
export {
  notificationSummarySchema,
  notificationSchema,
  notificationPageSchema,
} from '@nestling/shared';
