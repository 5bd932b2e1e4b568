import { PASSWORD_STRENGTH, type PasswordStrengthHint } from '@nestling/shared';
import { cn } from '@/lib/cn';

const LEVEL: Record<PasswordStrengthHint, number> = {
  [PASSWORD_STRENGTH.weak]: 1,
  [PASSWORD_STRENGTH.addUppercase]: 2,
  [PASSWORD_STRENGTH.addNumber]: 2,
  [PASSWORD_STRENGTH.addSpecial]: 2,
  [PASSWORD_STRENGTH.strong]: 3,
};

const BAR_COLOUR = ['bg-ink-400/40', 'bg-danger-700', 'bg-accent-400', 'bg-success-700'];

/**
 * The live password strength hint of spec §5 (Register) with a three-step meter. Without a
 * hint (nothing typed yet) it states the rule instead.
 * @param hint the text from passwordStrengthHint, or undefined
 */
export function PasswordStrength({ hint }: { hint: PasswordStrengthHint | undefined }) {
  if (!hint)
    return <>Use 8+ characters with upper and lower case letters, a number and a symbol.</>;
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
        Password strength: <strong className="font-semibold text-ink-800">{hint}</strong>
      </span>
    </span>
  );
}
