/**
 * The hint every date field shows unless given another, in English (the common catalogue's
 * `dateField.hint`): the fields say it through LocalizeContext (`useLocalize`), since a date
 * of birth is on the register screen's first load, which carries no common catalogue.
 */
export const DATE_FIELD_HINT = 'Type it as YYYY-MM-DD, or choose it from the calendar.';

/** The date fields' placeholder in English (the common catalogue's `dateField.placeholder`), said the same way. */
export const DATE_FIELD_PLACEHOLDER = 'YYYY-MM-DD';
