import { DATE_TIME_TEXT_FORMAT } from '@/lib/dates';

/** The hint under a DateTimeField: how to type a date and time. */
export function DateTimeHint() {
  return (
    <>
      Choose a day and a time, or type it as{' '}
      <span className="whitespace-nowrap">{DATE_TIME_TEXT_FORMAT}</span> (24-hour).
    </>
  );
}
