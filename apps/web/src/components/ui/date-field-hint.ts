/** The hint every date field shows unless given another. */
export const DATE_FIELD_HINT = 'Type it as YYYY-MM-DD, or choose it from the calendar.';
