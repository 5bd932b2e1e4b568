import { useFormField } from './form';
import type { BoundProps } from './form-fields';
import { Switch, type SwitchProps } from './switch';

/**
 * A Switch bound to the enclosing Form's boolean field `name`. Its own file, apart from the
 * other bound fields: the account screens' forms draw no switch, so their first load carries
 * none (issue 28, /login's budget).
 */
export function FormSwitch({
  name,
  ...props
}: BoundProps<Omit<SwitchProps, 'checked' | 'onCheckedChange'>>) {
  const { field } = useFormField(name);
  return <Switch {...props} checked={Boolean(field.value)} onCheckedChange={field.onChange} />;
}
