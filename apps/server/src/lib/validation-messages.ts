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
    case 'too_big': {
      const { maximum, inclusive, origin } = issue;
      const limit = Number(maximum);
      if (origin === 'string') {
        return inclusive
          ? `must be at most ${plural(limit, 'character', 'characters')}`
          : `must be shorter than ${plural(limit, 'character', 'characters')}`;
      }
      if (origin === 'array' || origin === 'set') {
        return inclusive
          ? `must have at most ${plural(limit, 'item', 'items')}`
          : `must have fewer than ${plural(limit, 'item', 'items')}`;
      }
      if (origin === 'file') return `must be at most ${plural(limit, 'byte', 'bytes')}`;
      if (origin === 'date') return `must be on or before ${new Date(limit).toISOString()}`;
      return inclusive
        ? `must be at most ${String(maximum)}`
        : `must be less than ${String(maximum)}`;
    }
    case 'too_small': {
      const { minimum, inclusive, origin } = issue;
      const limit = Number(minimum);
      if (origin === 'string') {
        if (inclusive && limit === 1) return 'must not be empty';
        return inclusive
          ? `must be at least ${plural(limit, 'character', 'characters')}`
          : `must be longer than ${plural(limit, 'character', 'characters')}`;
      }
      if (origin === 'array' || origin === 'set') {
        return inclusive
          ? `must have at least ${plural(limit, 'item', 'items')}`
          : `must have more than ${plural(limit, 'item', 'items')}`;
      }
      if (origin === 'file') return `must be at least ${plural(limit, 'byte', 'bytes')}`;
      if (origin === 'date') return `must be on or after ${new Date(limit).toISOString()}`;
      return inclusive
        ? `must be at least ${String(minimum)}`
        : `must be more than ${String(minimum)}`;
    }
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
