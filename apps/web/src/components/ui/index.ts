export {
  Button,
  buttonClasses,
  type ButtonProps,
  type ButtonVariant,
  type ButtonSize,
} from './button';
export { Card } from './card';
export { Checkbox } from './checkbox';
export { Logo, LogoMark } from './logo';
export { PasswordField } from './password-field';
export { Select } from './select';
export { Spinner } from './spinner';
export { StatusMessage, toneOfStatus, type StatusTone } from './status-message';
export { TextField } from './text-field';
export { TextLink } from './text-link';
