import { useId, useState, type ChangeEvent } from 'react';
import type { FieldErrors } from '@/lib/form-errors';

/** What ties a text field, text area or select to one of a form's values. */
export interface BoundFieldProps {
  /** Unique to this form instance: `<form id>-<field>`. */
  id: string;
  name: string;
  value: string;
  error: string | undefined;
  onChange: (
    event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
  ) => void;
}

/**
 * A health form's values as typed and the messages under its fields; typing in a field clears
 * its message.
 * @param initialValues the starting values, or a function computing them on the first render
 * @returns the values and errors with their setters, `setField(field, text)` (clears the
 * field's message), `fieldId(field)`, and `bind(field)`: the
 * id, name, value, error and onChange to spread on that field's control
 */
export function useFormFields<
  Values extends { [K in keyof Values]: string },
  /** Fields with a message but no text value (e.g. a file). */
  ExtraField extends string = never,
>(initialValues: Values | (() => Values)) {
  type Field = Extract<keyof Values, string>;
  const idPrefix = useId();
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Field | ExtraField>>({});

  const fieldId = (field: Field | ExtraField) => `${idPrefix}-${field}`;

  function setField(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function bind(field: Field): BoundFieldProps {
    return {
      id: fieldId(field),
      name: field,
      value: values[field],
      error: errors[field],
      onChange: (event) => setField(field, event.target.value),
    };
  }

  return { values, setValues, setField, errors, setErrors, fieldId, bind };
}
