import { createContext, useContext, useRef, type ComponentProps } from 'react';
import {
  FormProvider,
  useController,
  type ControllerRenderProps,
  type FieldValues,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';

/** Turns a schema message into the text a field shows under itself (undefined: none). */
export type FieldErrorText = (message: string) => string | undefined;

const showMessage: FieldErrorText = (message) => message;
const FieldErrorTextContext = createContext<FieldErrorText>(showMessage);

export interface FormProps<Values extends FieldValues, Output> extends Omit<
  ComponentProps<'form'>,
  'onSubmit' | 'onInvalid' | 'noValidate'
> {
  /** The form's react-hook-form state: `useForm({ resolver: schemaResolver(…), defaultValues })`. */
  form: UseFormReturn<Values, unknown, Output>;
  /** Runs with the schema's output once the check passed. */
  onSubmit: SubmitHandler<Output>;
  /** Runs with the errors when the check failed (e.g. to say one line above the button). */
  onInvalid?: SubmitErrorHandler<Values>;
  /**
   * The text a field shows for its message; undefined: the field is only marked invalid,
   * because the form says it once in its status line (spec §5: "Please fill all required
   * fields.", "Please pick a date and enter a title."). Default: the message itself.
   */
  errorText?: FieldErrorText;
}

/**
 * The one way a web form is written (decision 048): react-hook-form's state, shared with the
 * fields below it (`FormProvider`), on a `<form noValidate>` whose submit runs the schema's check
 * (schemaResolver) and then `onSubmit` or `onInvalid`. The first invalid field takes focus. A
 * submit while the previous one is still being checked (a schema still loading) is ignored, so
 * a form is never sent twice.
 */
export function Form<Values extends FieldValues, Output>({
  form,
  onSubmit,
  onInvalid,
  errorText = showMessage,
  children,
  ...props
}: FormProps<Values, Output>) {
  const checking = useRef(false);
  return (
    <FormProvider {...form}>
      <FieldErrorTextContext value={errorText}>
        <form
          noValidate
          {...props}
          onSubmit={(event) => {
            if (checking.current) {
              event.preventDefault();
              return;
            }
            checking.current = true;
            void form
              .handleSubmit(
                onSubmit,
                onInvalid,
              )(event)
              .finally(() => {
                checking.current = false;
              });
          }}
        >
          {children}
        </form>
      </FieldErrorTextContext>
    </FormProvider>
  );
}

/** What a field component gets from its form. */
export interface FormFieldState {
  /** name, value, onChange (an event or a value), onBlur, ref (to focus it), disabled. */
  field: ControllerRenderProps;
  /** The text to show under the field, if any. */
  error: string | undefined;
  /** Whether the field has an error (shown under it, or said in the form's status line). */
  invalid: boolean;
}

/**
 * Binds a field component to the enclosing Form's field `name` (react-hook-form's
 * useController): its value and change handler, and its error as the form shows it.
 * @param name the field's name in the form's values, e.g. `email` or `dob`
 */
export function useFormField(name: string): FormFieldState {
  const { field, fieldState } = useController({ name });
  const errorText = useContext(FieldErrorTextContext);
  const message = fieldState.error?.message;
  return {
    field,
    error: message ? errorText(message) : undefined,
    invalid: fieldState.invalid,
  };
}
