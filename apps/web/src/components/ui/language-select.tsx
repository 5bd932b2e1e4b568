import { LOCALES, type Locale } from '@nestling/shared';
import { Select } from './select';

export interface LanguageSelectProps {
  /** The language shown as chosen. */
  value: Locale;
  onChange: (locale: Locale) => void;
  /** The label, in the app's language ("Language"). */
  label: string;
  /** Each language's name, in its own language ("English", "Español"). */
  languageName: (locale: Locale) => string;
  disabled?: boolean;
}

/**
 * The choice of the app's language (issue 28): a native select of every language Nestling
 * speaks, each named in its own language — on the register screen and in Settings.
 */
export function LanguageSelect({
  value,
  onChange,
  label,
  languageName,
  disabled,
}: LanguageSelectProps) {
  return (
    <Select
      label={label}
      value={value}
      disabled={disabled}
      options={LOCALES.map((locale) => ({ value: locale, label: languageName(locale) }))}
      onChange={(event) => onChange(event.target.value as Locale)}
    />
  );
}
