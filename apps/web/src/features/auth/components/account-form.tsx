import type { FieldValues } from 'react-hook-form';
import { Form, type FormProps, type FormStatus } from '@/components/ui';
import { loadSchemasOnTouch } from '../schemas/load-account-schemas';

export interface AccountFormProps<Values extends FieldValues, Output> extends FormProps<
  Values,
  Output
> {
  /** Shows the form's status line; a refused check shows the schemas' load failure there. */
  onStatus: (status: FormStatus | undefined) => void;
}

/**
 * An account screen's Form (decision 048): it starts loading the account schemas when first
 * focused or touched (decision 032), and, unless given its own `onInvalid`, says a failed load
 * of them (the network text) in the status line; field messages show under the fields.
 */
export function AccountForm<Values extends FieldValues, Output>({
  onStatus,
  onInvalid,
  ...props
}: AccountFormProps<Values, Output>) {
  return (
    <Form
      {...loadSchemasOnTouch}
      onInvalid={
        onInvalid ??
        ((errors) =>
          onStatus(errors.root?.message ? { tone: 'error', text: errors.root.message } : undefined))
      }
      {...props}
    />
  );
}
