import { z } from 'zod';
import { validationCatalogue, type Locale, type MessageKey } from '@nestling/shared';
import { translations } from './request-locale.js';

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

type ValidationKey = MessageKey<typeof validationCatalogue>;
/** A rule's words: the validation catalogue's message and its values (decision 076). */
type Rule = [key: ValidationKey, values?: Record<string, unknown>];

/** The rule of an `invalid_type` issue, by the type expected. */
const TYPE_RULES: Record<string, ValidationKey> = {
  string: 'type.string',
  number: 'type.number',
  int: 'type.int',
  bigint: 'type.int',
  boolean: 'type.boolean',
  object: 'type.object',
  array: 'type.array',
  date: 'type.date',
  null: 'type.null',
  file: 'type.file',
};

/** The rule of an `invalid_format` issue, by its format. */
const FORMAT_RULES: Record<string, ValidationKey> = {
  email: 'format.email',
  url: 'format.url',
  datetime: 'format.datetime',
  date: 'format.date',
  time: 'format.time',
  uuid: 'format.uuid',
  regex: 'format.regex',
};

/**
 * The messages of a size bound, by its direction: the inclusive bound, and the exclusive one
 * for a text's length, a list's items, a number and a date.
 */
const BOUND_RULES = {
  too_big: {
    text: ['text.atMost', 'text.shorterThan'],
    items: ['items.atMost', 'items.fewerThan'],
    file: 'file.atMost',
    date: 'date.onOrBefore',
    number: ['number.atMost', 'number.lessThan'],
  },
  too_small: {
    text: ['text.atLeast', 'text.longerThan'],
    items: ['items.atLeast', 'items.moreThan'],
    file: 'file.atLeast',
    date: 'date.onOrAfter',
    number: ['number.atLeast', 'number.moreThan'],
  },
} as const satisfies Record<
  string,
  Record<string, ValidationKey | readonly [ValidationKey, ValidationKey]>
>;

/**
 * The rule of a `too_big` or `too_small` issue: "must be at most 50 characters", "must have
 * fewer than 3 items", "must be on or after 2020-01-01T00:00:00.000Z"; a required text (at
 * least 1 character) "must not be empty".
 * @param bound the issue's maximum or minimum (a length, a count, bytes, a number, or a date's ms)
 * @param origin what was measured (zod's `origin`: string, array, set, file, date, number…)
 */
function boundRule(
  code: keyof typeof BOUND_RULES,
  bound: number | bigint,
  inclusive: boolean | undefined,
  origin: string,
): Rule {
  const rules = BOUND_RULES[code];
  const count = Number(bound);
  const which = inclusive ? 0 : 1;
  if (origin === 'string') {
    if (code === 'too_small' && inclusive && count === 1) return ['text.notEmpty'];
    return [rules.text[which], { count }];
  }
  if (origin === 'array' || origin === 'set') return [rules.items[which], { count }];
  if (origin === 'file') return [rules.file, { count }];
  if (origin === 'date') return [rules.date, { date: new Date(count).toISOString() }];
  return [rules.number[which], { bound: String(bound) }];
}

function listed(values: readonly unknown[]): string {
  return values
    .map((value) => (typeof value === 'string' ? value : JSON.stringify(value)))
    .join(', ');
}

/** The rule an issue broke, as words to say after the field's name ("must be at most 50 characters"). */
function ruleOf(issue: Issue): Rule {
  switch (issue.code) {
    case 'invalid_type': {
      const received = /, received (\w+)$/.exec(issue.message)?.[1];
      if (received === 'undefined') return ['required'];
      const rule = TYPE_RULES[issue.expected];
      return rule ? [rule] : ['type.other', { type: issue.expected }];
    }
    case 'too_big':
      return boundRule('too_big', issue.maximum, issue.inclusive, issue.origin);
    case 'too_small':
      return boundRule('too_small', issue.minimum, issue.inclusive, issue.origin);
    case 'invalid_format': {
      if (issue.format === 'starts_with' && 'prefix' in issue)
        return ['format.startsWith', { prefix: String(issue.prefix) }];
      if (issue.format === 'ends_with' && 'suffix' in issue)
        return ['format.endsWith', { suffix: String(issue.suffix) }];
      if (issue.format === 'includes' && 'includes' in issue)
        return ['format.includes', { includes: String(issue.includes) }];
      const rule = FORMAT_RULES[issue.format];
      return rule ? [rule] : ['format.other', { format: issue.format }];
    }
    case 'not_multiple_of':
      return ['multipleOf', { divisor: String(issue.divisor) }];
    case 'invalid_value':
      return issue.values.length === 1
        ? ['value.one', { values: listed(issue.values) }]
        : ['value.oneOf', { values: listed(issue.values) }];
    case 'invalid_key':
      return ['invalidKey'];
    case 'invalid_element':
      return ['invalidElement'];
    case 'unrecognized_keys':
      return ['unrecognizedKey'];
    default:
      return ['invalid'];
  }
}

function joinPath(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/**
 * The `details` of a 400 VALIDATION_FAILED (product.md: `{ error, code, details }`) from zod
 * issues. A message a schema wrote (the spec's exact texts, ours) is kept as it is (the error
 * handler says it in the request's language where a catalogue has it); zod's own generic text
 * ("Invalid input", "Too big: …") becomes the field and the rule in plain words, `name: must
 * be at most 50 characters` — in `locale` (decision 076: the validation catalogue; Spanish
 * `name: debe tener como máximo 50 caracteres`), the paths the same — so a caller knows what
 * to fix. An unknown field is named one entry each (`nickname: is not an accepted field`).
 * @param issues the finished zod issues (the route validator's, or a `safeParse`'s)
 * @param whole what to call the request part when an issue is about all of it ("body", "query")
 * @param locale the language of the plain words (the request's, `requestLocale`); English
 */
export function validationDetails(
  issues: readonly Issue[],
  whole = 'body',
  locale: Locale = 'en',
): ValidationDetail[] {
  const say = (field: string, [key, values]: Rule) => ({
    path: field,
    message: translations.t(locale, validationCatalogue, 'detail', {
      field,
      rule: translations.t(locale, validationCatalogue, key, values),
    }),
  });
  return issues.flatMap((issue) => {
    const path = joinPath(issue.path);
    if (!isZodDefault(issue)) return [{ path, message: issue.message }];
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => say(path ? `${path}.${key}` : key, ruleOf(issue)));
    }
    const detail = say(path || whole, ruleOf(issue));
    return [{ ...detail, path }];
  });
}
