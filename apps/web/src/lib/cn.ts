/**
 * Joins class names, skipping falsy ones: `cn('a', cond && 'b')`.
 * @param classes class strings or falsy values
 */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
