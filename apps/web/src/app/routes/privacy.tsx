import { Card } from '@/components/ui';
import { env } from '@/config/env';
import { PrivacyPolicy } from '@/features/privacy/components/privacy-policy';

/** /dashboard/privacy (spec §2.17). */
export function PrivacyRoute() {
  return (
    <Card className="mx-auto max-w-3xl">
      <PrivacyPolicy contactEmail={env.privacyContactEmail} />
    </Card>
  );
}
