export {
  Button,
  buttonClasses,
  type ButtonProps,
  type ButtonVariant,
  type ButtonSize,
} from './button';
export { Card, SectionCard, type SectionCardProps } from './card';
export { Checkbox } from './checkbox';
export { Logo, LogoMark } from './logo';
export { PasswordField, type PasswordFieldProps } from './password-field';
export { PasswordStrength, PASSWORD_RULE_HINT } from './password-strength';
export { Form, useFormField, type FormProps, type FieldErrorText } from './form';
export {
  FormCheckbox,
  FormDateField,
  FormDateTimeField,
  FormSelect,
  FormSwitch,
  FormTextArea,
  FormTextField,
  FormTimeField,
  UploadField,
  type UploadFieldProps,
} from './form-fields';
export {
  DateOfBirthField,
  EmailField,
  GenderField,
  type DateOfBirthFieldProps,
  type EmailFieldProps,
  type GenderFieldProps,
} from './account-fields';
export { Pager, type PagerProps } from './pager';
export { Select } from './select';
export { Spinner } from './spinner';
export { StatusMessage, toneOfStatus, type FormStatus, type StatusTone } from './status-message';
export { RetryMessage, type RetryMessageProps } from './retry-message';
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
export { FilePicker, formatFileSize, type FilePickerProps } from './file-picker';
export { Dialog, type DialogProps } from './dialog';
export { SafeImage, type SafeImageProps } from './safe-image';
export {
  AVATAR_FALLBACKS,
  Avatar,
  type AvatarFallback,
  type AvatarProps,
  type AvatarSize,
} from './avatar';
export { PageHeader, type PageHeaderProps } from './page-header';
export { ThemeSwitch } from './theme-switch';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { Switch, type SwitchProps } from './switch';
export { DateField, DATE_FIELD_HINT, type DateFieldProps } from './date-field';
export { DateTimeField, type DateTimeFieldProps } from './date-time-field';
