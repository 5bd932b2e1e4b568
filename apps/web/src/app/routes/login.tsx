import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';
import { TextLink } from '@/components/ui';
import { paths } from '@/config/paths';

/** /login (spec §2.4). */
export function LoginRoute() {
  return (
    <AuthCard
      title="Welcome back"
      description="Log in to your family's Nestling."
      footer={
        <>
          New to Nestling? <TextLink to={paths.register}>Create an account</TextLink>
        </>
      }
    >
      <title>Login · Nestling</title>
      <LoginForm />
    </AuthCard>
  );
}
