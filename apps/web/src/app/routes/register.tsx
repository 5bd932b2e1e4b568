import { accountCatalogue, setupCatalogue } from '@nestling/shared';
import { AuthCard } from '@/features/auth/components/auth-card';
import { RegisterForm } from '@/features/auth/components/register-form';
import { TextLink } from '@/components/ui';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n/use-translation';

/** /register (spec §2.5), in the app's language (issue 28). */
export function RegisterRoute() {
  const { t } = useTranslation(setupCatalogue);
  const account = useTranslation(accountCatalogue);
  return (
    <AuthCard
      title={t('register.title')}
      description={t('register.description')}
      footer={
        <>
          {t('register.haveAccount')} <TextLink to={paths.login}>{t('register.logIn')}</TextLink>
        </>
      }
    >
      <title>{account.t('document.title', { screen: t('register.screen') })}</title>
      <RegisterForm />
    </AuthCard>
  );
}
