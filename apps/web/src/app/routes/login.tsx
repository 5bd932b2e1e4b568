import { accountCatalogue } from '@nestling/shared';
import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';
import { TextLink } from '@/components/ui';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n/use-translation';

/** /login (spec §2.4), in the app's language (issue 28). */
export function LoginRoute() {
  const { t } = useTranslation(accountCatalogue);
  return (
    <AuthCard
      title={t('login.title')}
      description={t('login.description')}
      footer={
        <>
          {t('login.newHere')} <TextLink to={paths.register}>{t('login.createAccount')}</TextLink>
        </>
      }
    >
      <title>{t('document.title', { screen: t('login.screen') })}</title>
      <LoginForm />
    </AuthCard>
  );
}
