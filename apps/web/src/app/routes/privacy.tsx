import { privacyCatalogue } from '@nestling/shared';
import { Card } from '@/components/ui';
import { env } from '@/config/env';
import { PrivacyPolicy } from '@/features/privacy/components/privacy-policy';
import { LocalizedScreen } from '../localized-screen';

/** /dashboard/privacy (spec §2.17), in the parent's language (the privacy area). */
export function PrivacyRoute() {
  return (
    <LocalizedScreen catalogue={privacyCatalogue}>
      <Card className="mx-auto max-w-3xl">
        <PrivacyPolicy contactEmail={env.privacyContactEmail} />
      </Card>
    </LocalizedScreen>
  );
}
