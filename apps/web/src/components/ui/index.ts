export {
  Button,
  buttonClasses,
  type ButtonProps,
  type ButtonVariant,
  type ButtonSize,
} from './button';
export { Card, SectionCard, SectionTitle, type SectionCardProps } from './card';
export { Checkbox } from './checkbox';
export { Logo, LogoMark } from './logo';
export { PasswordField, type PasswordFieldProps } from './password-field';
export { Form, useFormField, type FormProps, type FieldErrorText } from './form';
export { FormCheckbox, FormSelect, FormTextArea, FormTextField } from './form-fields';
export { FormSwitch } from './form-switch';
export { FormDateField, FormDateTimeField, FormTimeField } from './form-date-fields';
export { UploadField, type UploadFieldProps } from './upload-field';
export { EmailField, type EmailFieldProps } from './email-field';
export {
  DateOfBirthField,
  GenderField,
  type DateOfBirthFieldProps,
  type GenderFieldProps,
} from './person-fields';
export { CountBadge, type CountBadgeProps } from './count-badge';
export { Pager, type PagerProps } from './pager';
export { RefreshButton, type RefreshButtonProps } from './refresh-button';
export { Select } from './select';
export { Spinner } from './spinner';
export { StatusMessage, toneOfStatus, type FormStatus, type StatusTone } from './status-message';
export {
  LoadingStatus,
  QueryStatus,
  RetryMessage,
  type QueryState,
  type QueryStatusProps,
  type RetryMessageProps,
} from './query-status';
export { TextField } from './text-field';
export { TextLink } from './text-link';
export { TimeField, timeValueOf, type TimeFieldProps, type TimeValue } from './time-field';
export { clockOfLocale, type ClockKind } from './clock';
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
export { ProgressBar, type ProgressBarProps } from './progress-bar';
export { ThemeSwitch } from './theme-switch';
// Loaded when first opened (decision 055); './confirm-dialog' is the dialog itself.
export { LazyConfirmDialog as ConfirmDialog } from './lazy-confirm-dialog';
export type { ConfirmDialogProps } from './confirm-dialog';
export { Switch, type SwitchProps } from './switch';
export { DateField, DATE_FIELD_HINT, type DateFieldProps } from './date-field';
export { DateTimeField, type DateTimeFieldProps } from './date-time-field';
export { DateTimeFieldFrame } from './date-time-field-frame';
export { LanguageSelect, type LanguageSelectProps } from './language-select';
