import { GENDERS, accountCatalogue, setupCatalogue } from '@nestling/shared';
import {
  Button,
  DateFieldFrame,
  LanguageSelect,
  PasswordFieldFrame,
  Select,
  TextField,
} from '@/components/ui';
import { useLocale } from '@/lib/i18n/locale-context';
import { useTranslation } from '@/lib/i18n/use-translation';

/**
 * The register form while its code loads (decisions 055 and 086; issue 29): the same fields —
 * the language, name, e-mail, password with its strength hint's rule, gender and date of birth
 * — and the Register button, with RegisterForm's labels, hints and layout, disabled and hidden
 * from assistive technology, so nothing moves when the form arrives. It draws with the form
 * primitives and the field frames, without react-hook-form or the date field's code: /register
 * paints its card with this frame before any request for the form's code starts.
 */
export function RegisterFormFrame() {
  const { locale } = useLocale();
  const { t } = useTranslation(setupCatalogue);
  const account = useTranslation(accountCatalogue);
  return (
    <div aria-hidden="true" inert className="space-y-5">
      <LanguageSelect
        label={account.t('field.language')}
        value={locale}
        onChange={() => {}}
        languageName={(language) => account.t(`language.${language}`)}
        disabled
      />
      <TextField label={t('field.name')} required disabled />
      <TextField label={account.t('field.email')} type="email" required disabled />
      <PasswordFieldFrame label={account.t('field.password')} strength />
      <Select
        label={t('field.gender')}
        placeholder={t('field.genderPlaceholder')}
        options={GENDERS.map((value) => ({ value, label: t('gender.option', { gender: value }) }))}
        required
        disabled
      />
      <DateFieldFrame label={t('field.dob')} value="" />
      <Button type="button" fullWidth size="lg" disabled>
        {t('register.submit')}
      </Button>
    </div>
  );
}
