import { accountCatalogue, setupCatalogue } from '@nestling/shared';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { TextLink } from '@/components/ui';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n/use-translation';

/** /forgot-password (spec §2.7), in the app's language (issue 28). */
export function ForgotPasswordRoute() {
  const { t } = useTranslation(setupCatalogue);
  const account = useTranslation(accountCatalogue);
  return (
    <AuthCard
      title={t('forgot.title')}
      description={t('forgot.description')}
      footer={<TextLink to={paths.login}>{t('forgot.backToLogin')}</TextLink>}
    >
      <title>{account.t('document.title', { screen: t('forgot.screen') })}</title>
      <ForgotPasswordForm />
    </AuthCard>
  );
}
