import { useSearchParams } from 'react-router';
import { accountCatalogue, setupCatalogue } from '@nestling/shared';
import { TextLink } from '@/components/ui';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { NewPasswordForm } from '@/features/auth/components/new-password-form';
import { useTranslation } from '@/lib/i18n/use-translation';

/** /new-password?token=… (spec §2.8), in the app's language (issue 28). */
export function NewPasswordRoute() {
  const [searchParams] = useSearchParams();
  const { t } = useTranslation(setupCatalogue);
  const account = useTranslation(accountCatalogue);
  return (
    <AuthCard
      title={t('newPassword.title')}
      description={t('newPassword.description')}
      footer={<TextLink to={paths.login}>{t('forgot.backToLogin')}</TextLink>}
    >
      <title>{account.t('document.title', { screen: t('newPassword.screen') })}</title>
      <NewPasswordForm token={searchParams.get('token')} />
    </AuthCard>
  );
}
