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
export {
  TimeField,
  clockOfLocale,
  timeValueOf,
  type ClockKind,
  type TimeFieldProps,
  type TimeValue,
} from './time-field';
export { TextArea, type TextAreaProps } from './text-area';
export { FileField, type FileFieldProps } from './file-field';
export { Dialog, type DialogProps } from './dialog';
export {
  Avatar,
  SafeImage,
  type AvatarProps,
  type AvatarSize,
  type SafeImageProps,
} from './safe-image';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { PhotoField, type PhotoFieldProps } from './photo-field';
export { Switch, type SwitchProps } from './switch';
