import { DATE_TIME_TEXT_FORMAT } from '@/lib/dates';
import { fillTemplate, useLocalize } from '@/lib/i18n/localize-context';

/**
 * The hint in English, as the common catalogue writes it (`dateTime.hint`): the form fields'
 * module that draws it is on the register screen's first load (its date of birth), which
 * carries no common catalogue, so it is said through LocalizeContext (issue 28).
 */
const DATE_TIME_HINT = 'Choose a day and a time, or type it as {format} (24-hour).';

/** The hint under a DateTimeField: how to type a date and time, in the app's language. */
export function DateTimeHint() {
  const localize = useLocalize();
  // The format in the app's language (AAAA-MM-DD HH:mm), on one line (a no-break space inside it).
  const format = localize(DATE_TIME_TEXT_FORMAT).replace(' ', '\u00a0');
  return fillTemplate(localize(DATE_TIME_HINT), { format });
}
