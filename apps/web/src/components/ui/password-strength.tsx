import {
  PASSWORD_STRENGTH,
  passwordStrengthHint,
  type PasswordStrengthHint,
} from '@nestling/shared';
import { cn } from '@/lib/cn';
import { useLocalize } from '@/lib/i18n/localize-context';
import { PASSWORD_FIELD_TEXTS } from './password-texts';

const LEVEL: Record<PasswordStrengthHint, number> = {
  [PASSWORD_STRENGTH.weak]: 1,
  [PASSWORD_STRENGTH.addUppercase]: 2,
  [PASSWORD_STRENGTH.addNumber]: 2,
  [PASSWORD_STRENGTH.addSpecial]: 2,
  [PASSWORD_STRENGTH.strong]: 3,
};

const BAR_COLOUR = ['bg-ink-400/40', 'bg-danger-700', 'bg-accent-400', 'bg-success-700'];

/**
 * One state of the hint: the rule, or the meter and its word. `sizer` draws the words with CSS
 * (`content: attr(data-text)`) instead of text: the copy holds room without being text anyone
 * reads, finds or announces.
 */
function HintLine({
  hint,
  sizer = false,
}: {
  hint: PasswordStrengthHint | undefined;
  sizer?: boolean;
}) {
  const localize = useLocalize();
  const words = (english: string) => {
    const text = localize(english);
    return sizer ? <span data-text={text} className="before:content-[attr(data-text)]" /> : text;
  };
  if (!hint) return <>{words(PASSWORD_FIELD_TEXTS.rule)}</>;
  const level = LEVEL[hint];
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
      <span className="flex gap-1" aria-hidden="true">
        {[1, 2, 3].map((step) => (
          <span
            key={step}
            className={cn(
              'h-1.5 w-8 rounded-full',
              step <= level ? BAR_COLOUR[level] : BAR_COLOUR[0],
            )}
          />
        ))}
      </span>
      <span>
        {words(PASSWORD_FIELD_TEXTS.strength)}{' '}
        <strong className="font-semibold text-ink-800">{words(hint)}</strong>
      </span>
    </span>
  );
}

/** Every state the hint can show, laid out invisibly to hold the room of the tallest. */
const EVERY_STATE: ReadonlyArray<PasswordStrengthHint | undefined> = [
  undefined,
  ...Object.values(PASSWORD_STRENGTH),
];

/**
 * The live password strength hint of spec §2.5 and §5 (Register) with a three-step meter; with
 * nothing typed it states the rule. In the app's language where the screen provides it
 * (LocalizeContext: the account catalogue has these English texts, issue 28). Loaded on demand
 * by the password field that shows it, so /login's first load does not carry it. It keeps one height while the parent types (issue 29): every
 * state is laid in the same grid cell, invisible and hidden from assistive technology (its
 * words drawn by CSS), so the cell is as tall as the tallest at any width and the fields below
 * never move.
 * @param password the password as typed
 */
export function PasswordStrength({ password }: { password: string }) {
  const hint = password ? passwordStrengthHint(password) : undefined;
  return (
    <span className="grid">
      {EVERY_STATE.map((state) => (
        <span key={state ?? 'rule'} aria-hidden="true" className="invisible [grid-area:1/1]">
          <HintLine hint={state} sizer />
        </span>
      ))}
      <span className="[grid-area:1/1]">
        <HintLine hint={hint} />
      </span>
    </span>
  );
}
