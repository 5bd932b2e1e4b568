import { lazyPart } from '@/lib/lazy-part';

/**
 * The health tracker's forms (react-hook-form, the date and document fields), loaded as the
 * screen first draws, with their frames (health-form-frames.tsx) in place meanwhile, and the
 * edit dialog's form when a log is first edited (decision 055).
 */
export const LazyHealthLogForm = lazyPart(() =>
  import('./health-log-form').then((module) => module.HealthLogForm),
);

/** The self-assessment form, loaded as LazyHealthLogForm. */
export const LazySelfAssessmentForm = lazyPart(() =>
  import('./self-assessment-form').then((module) => module.SelfAssessmentForm),
);

/**
 * The log list (its items, the edit and delete dialogs): drawn once the logs have answered, below
 * the overview; its code is asked for as the screen mounts, so it is there by then.
 */
export const LazyHealthLogList = lazyPart(() =>
  import('./health-log-list').then((module) => module.HealthLogList),
);
