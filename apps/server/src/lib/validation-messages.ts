import { z } from 'zod';

/** One field's validation failure as `details` lists it (`{ error, code, details }`). */
export interface ValidationDetail {
  /** The field, dotted (`kids.0.name`); the part of the request when it is the whole of it. */
  path: string;
  message: string;
}

/**
 * A zod issue as the validators hand it over: the finished issue (its message set), without
 * `input` (zod drops it unless asked). Loose on purpose: zod's issue union, read by `code`.
 */
export type ZodIssue = z.core.$ZodIssue;
type Issue = ZodIssue;

const english = z.locales.en();

/** What zod's English locale says for an issue: its default, generic text. */
function zodDefault(issue: Issue): string | undefined {
  const made = english.localeError(issue as unknown as z.core.$ZodRawIssue);
  return typeof made === 'string' ? made : made?.message;
}

/**
 * Whether `issue.message` is zod's own generic text (e.g. "Invalid input", "Too big: expected
 * string to have <=50 characters"), not one a schema wrote (the spec's texts, ours).
 * invalid_type's default names the received type, which the finished issue no longer has, so
 * it is matched up to there.
 */
function isZodDefault(issue: Issue): boolean {
  if (issue.message === 'Invalid input') return true;
  if (issue.code === 'invalid_type') {
    return issue.message.startsWith(`Invalid input: expected ${issue.expected}, received `);
  }
  return issue.message === zodDefault(issue);
}

const TYPE_WORDS: Record<string, string> = {
  string: 'must be text',
  number: 'must be a number',
  int: 'must be a whole number',
  bigint: 'must be a whole number',
  boolean: 'must be true or false',
  object: 'must be an object',
  array: 'must be a list',
  date: 'must be a date',
  null: 'must be empty (null)',
  file: 'must be a file',
};

const FORMAT_WORDS: Record<string, string> = {
  email: 'must be an e-mail address',
  url: 'must be a web address',
  datetime: 'must be a date and time (ISO 8601)',
  date: 'must be a date (YYYY-MM-DD)',
  time: 'must be a time (HH:MM)',
  uuid: 'must be a UUID',
  regex: 'is not in the expected format',
};

function plural(count: number | bigint, one: string, many: string): string {
  return `${String(count)} ${Number(count) === 1 ? one : many}`;
}

/**
 * The words of a size bound, by its direction: the inclusive bound, and the exclusive one for a
 * text's length, a list's items, a number and a date.
 */
const BOUND_WORDS = {
  too_big: {
    inclusive: 'at most',
    text: 'shorter than',
    items: 'fewer than',
    number: 'less than',
    date: 'on or before',
  },
  too_small: {
    inclusive: 'at least',
    text: 'longer than',
    items: 'more than',
    number: 'more than',
    date: 'on or after',
  },
} as const;

/**
 * The message of a `too_big` or `too_small` issue: "must be at most 50 characters", "must have
 * fewer than 3 items", "must be on or after 2020-01-01T00:00:00.000Z"; a required text (at
 * least 1 character) "must not be empty".
 * @param bound the issue's maximum or minimum (a length, a count, bytes, a number, or a date's ms)
 * @param origin what was measured (zod's `origin`: string, array, set, file, date, number…)
 */
function boundMessage(
  code: keyof typeof BOUND_WORDS,
  bound: number | bigint,
  inclusive: boolean | undefined,
  origin: string,
): string {
  const words = BOUND_WORDS[code];
  const limit = Number(bound);
  if (origin === 'string') {
    if (code === 'too_small' && inclusive && limit === 1) return 'must not be empty';
    return `must be ${inclusive ? words.inclusive : words.text} ${plural(limit, 'character', 'characters')}`;
  }
  if (origin === 'array' || origin === 'set') {
    return `must have ${inclusive ? words.inclusive : words.items} ${plural(limit, 'item', 'items')}`;
  }
  if (origin === 'file') return `must be ${words.inclusive} ${plural(limit, 'byte', 'bytes')}`;
  if (origin === 'date') return `must be ${words.date} ${new Date(limit).toISOString()}`;
  return `must be ${inclusive ? words.inclusive : words.number} ${String(bound)}`;
}

function listed(values: readonly unknown[]): string {
  return values
    .map((value) => (typeof value === 'string' ? value : JSON.stringify(value)))
    .join(', ');
}

/** The rule an issue broke, in plain words after the field's name ("must be at most 50 characters"). */
function ruleOf(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type': {
      const received = /, received (\w+)$/.exec(issue.message)?.[1];
      if (received === 'undefined') return 'is required';
      return TYPE_WORDS[issue.expected] ?? `must be of type ${issue.expected}`;
    }
    case 'too_big':
      return boundMessage('too_big', issue.maximum, issue.inclusive, issue.origin);
    case 'too_small':
      return boundMessage('too_small', issue.minimum, issue.inclusive, issue.origin);
    case 'invalid_format': {
      if (issue.format === 'starts_with' && 'prefix' in issue)
        return `must start with "${String(issue.prefix)}"`;
      if (issue.format === 'ends_with' && 'suffix' in issue)
        return `must end with "${String(issue.suffix)}"`;
      if (issue.format === 'includes' && 'includes' in issue)
        return `must contain "${String(issue.includes)}"`;
      return FORMAT_WORDS[issue.format] ?? `must be a valid ${issue.format}`;
    }
    case 'not_multiple_of':
      return `must be a multiple of ${String(issue.divisor)}`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `must be ${listed(issue.values)}`
        : `must be one of: ${listed(issue.values)}`;
    case 'invalid_key':
      return 'has a key that is not valid';
    case 'invalid_element':
      return 'has an item that is not valid';
    case 'unrecognized_keys':
      return 'is not an accepted field';
    default:
      return 'is not valid';
  }
}

function joinPath(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/**
 * The `details` of a 400 VALIDATION_FAILED (product.md: `{ error, code, details }`) from zod
 * issues. A message a schema wrote (the spec's exact texts, ours) is kept as it is; zod's own
 * generic text ("Invalid input", "Too big: …") becomes the field and the rule in plain words,
 * `name: must be at most 50 characters`, so a caller knows what to fix. An unknown field is
 * named one entry each (`nickname: is not an accepted field`).
 * @param issues the finished zod issues (the route validator's, or a `safeParse`'s)
 * @param whole what to call the request part when an issue is about all of it ("body", "query")
 */
export function validationDetails(issues: readonly Issue[], whole = 'body'): ValidationDetail[] {
  return issues.flatMap((issue) => {
    const path = joinPath(issue.path);
    if (!isZodDefault(issue)) return [{ path, message: issue.message }];
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => {
        const field = path ? `${path}.${key}` : key;
        return { path: field, message: `${field}: ${ruleOf(issue)}` };
      });
    }
    return [{ path, message: `${path || whole}: ${ruleOf(issue)}` }];
  });
}
