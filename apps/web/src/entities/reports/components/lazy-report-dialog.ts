import { lazyPart } from '@/lib/lazy-part';

/**
 * The Report dialog (issue 27) as a part loaded on demand (decision 055): its form's code
 * (react-hook-form, the shared schema) loads when a report is first asked for, or when the
 * button opening it is pointed at (`preloadProps`). Every screen that reports uses this one.
 */
export const LazyReportDialog = lazyPart(() =>
  import('./report-dialog').then((module) => module.ReportDialog),
);
