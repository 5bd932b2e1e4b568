import { useSearchParams } from 'react-router';
import { TextLink } from '@/components/ui';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { NewPasswordForm } from '@/features/auth/components/new-password-form';

/** /new-password?token=… (spec §2.8). */
export function NewPasswordRoute() {
  const [searchParams] = useSearchParams();
  return (
    <AuthCard
      title="Choose a new password"
      description="Your new password signs you out everywhere else."
      footer={<TextLink to={paths.login}>Back to login</TextLink>}
    >
      <title>New password · Nestling</title>
      <NewPasswordForm token={searchParams.get('token')} />
    </AuthCard>
  );
}
