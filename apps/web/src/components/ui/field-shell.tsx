import { useId, type ReactNode } from 'react';
import { FieldError, FieldHint } from './field-message';
import { useLocalize } from '@/lib/i18n/localize-context';
import { describedBy } from './field-styles';

/** The ids of a field's control and of the hint and error lines under it. */
export interface FieldIds {
  /** The caller's id, else a generated one; the label points at it. */
  controlId: string;
  hintId: string;
  errorId: string;
}

/**
 * The ids a field wires its label, hint and error with: `<id>-hint` and `<id>-error`.
 * @param id the caller's id for the control; omitted: a generated one
 */
export function useFieldIds(id?: string): FieldIds {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  return { controlId, hintId: `${controlId}-hint`, errorId: `${controlId}-error` };
}

/** What a field's control takes from its shell: its id and its invalid and described-by state. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  /** The hint's id, then the error's, when shown. */
  'aria-describedby': string | undefined;
}

export interface FieldShellProps {
  /** The control's id; omitted: a generated one. */
  id?: string;
  label: string;
  hint?: ReactNode;
  /** Announce hint changes politely (for a live strength hint). */
  liveHint?: boolean;
  /** Shown under the control in red and announced; also marks the control invalid. */
  error?: string;
  /** The wrapper's classes; omitted: `space-y-1.5`. */
  className?: string;
  /** Renders the control (and anything beside it) from the props that wire it to the shell. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The frame the labelled form fields share: a label, the control, then the hint and the error
 * lines, linked to the control by aria-describedby (hint first) and aria-invalid.
 */
export function FieldShell({
  id,
  label,
  hint,
  liveHint = false,
  error,
  className,
  children,
}: FieldShellProps) {
  const { controlId, hintId, errorId } = useFieldIds(id);
  // A shared schema's English text in the app's language, where its area's catalogue has it.
  const localize = useLocalize();
  return (
    <div className={className ?? 'space-y-1.5'}>
      <label htmlFor={controlId} className="block text-sm font-semibold text-ink-800">
        {label}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(hint !== undefined && hintId, error && errorId),
      })}
      {hint !== undefined && (
        <FieldHint id={hintId} live={liveHint}>
          {hint}
        </FieldHint>
      )}
      {error && <FieldError id={errorId}>{localize(error)}</FieldError>}
    </div>
  );
}
