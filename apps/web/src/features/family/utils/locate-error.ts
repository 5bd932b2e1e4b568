/**
 * The `name` of "Use my location"'s failures whose message is the text to show (nearest-place.ts
 * `LocateError`): the form reads it without loading that part.
 */
export const LOCATE_ERROR = 'LocateError';
