import { Suspense } from 'react';
import { accountCatalogue, setupCatalogue } from '@nestling/shared';
import { AuthCard } from '@/features/auth/components/auth-card';
import { RegisterFormFrame } from '@/features/auth/components/register-form-frame';
import { TextLink } from '@/components/ui';
import { paths } from '@/config/paths';
import { useAfterPaint } from '@/lib/after-paint';
import { useTranslation } from '@/lib/i18n/use-translation';
import { lazyPart } from '@/lib/lazy-part';

/**
 * The register form (react-hook-form, the date of birth's field and picker, the language
 * select): asked for once the card with its frame has painted (issue 29: the card's line of
 * context is the screen's LCP, and Lighthouse prices it from every request started before it).
 */
const RegisterForm = lazyPart(() =>
  import('@/features/auth/components/register-form').then((module) => module.RegisterForm),
);

/**
 * /register (spec §2.5), in the app's language (issue 28): the card with the form's frame first,
 * then the form in its place (`useAfterPaint`, decision 055's frames) — the same texts, fields
 * and behaviour once it is there, a fraction of a second later.
 */
export function RegisterRoute() {
  const { t } = useTranslation(setupCatalogue);
  const account = useTranslation(accountCatalogue);
  const drawn = useAfterPaint(true, RegisterForm);
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
      {drawn ? (
        <Suspense fallback={<RegisterFormFrame />}>
          <RegisterForm.Component />
        </Suspense>
      ) : (
        <RegisterFormFrame />
      )}
    </AuthCard>
  );
}
