import { useState } from 'react';
import type { FormStatus } from '@/components/ui';
import { useResendVerification } from '../api/resend-verification';
import { ResendControls } from './resend-controls';
import { useLocalize } from '@/lib/i18n/localize-context';

/**
 * 'Resend verification email' for a signed-in parent (POST /api/auth/resend-verification with
 * no body: the session names the account). Nothing to fill in, so no form state: the
 * signed-in pages' banner loads no form library for it (decision 048).
 */
export function ResendVerificationButton({ compact = false }: { compact?: boolean }) {
  const resend = useResendVerification();
  const localize = useLocalize();
  const [status, setStatus] = useState<FormStatus>();
  return (
    <div className={compact ? 'flex flex-wrap items-center gap-3' : 'space-y-4'}>
      <ResendControls
        compact={compact}
        busy={resend.isPending}
        isSending={resend.isPending}
        status={status}
        localize={localize}
        onClick={() => {
          setStatus(undefined);
          resend.mutate(undefined, {
            onSuccess: (message) => setStatus({ tone: 'success', text: localize(message) }),
            onError: (error) => setStatus({ tone: 'error', text: localize(error.message) }),
          });
        }}
      />
    </div>
  );
}
