import { AuthCard } from '@/features/auth/components/auth-card';
import { RegisterForm } from '@/features/auth/components/register-form';
import { TextLink } from '@/components/ui';
import { paths } from '@/config/paths';

/** /register (spec §2.5). */
export function RegisterRoute() {
  return (
    <AuthCard
      title="Create your account"
      description="One account for your whole family. We'll e-mail you a link to verify your address."
      footer={
        <>
          Already have an account? <TextLink to={paths.login}>Log in</TextLink>
        </>
      }
    >
      <title>Register · Nestling</title>
      <RegisterForm />
    </AuthCard>
  );
}
