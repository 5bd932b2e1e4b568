import { TextLink } from '@/components/ui';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

/** /forgot-password (spec §2.7). */
export function ForgotPasswordRoute() {
  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter your e-mail and we'll send you a link to choose a new one."
      footer={<TextLink to={paths.login}>Back to login</TextLink>}
    >
      <title>Forgot password · Nestling</title>
      <ForgotPasswordForm />
    </AuthCard>
  );
}
