import { kidsCatalogue } from '@nestling/shared';
import { useSession } from '@/entities/parent/api/get-session';
import { KidsProfileManagement } from '@/features/kids/components/kids-profile-management';
import { useTranslation } from '@/lib/i18n/use-translation';
import { LocalizedScreen } from '../localized-screen';

/**
 * /dashboard/kidsprofile (spec §2.11): the kids list and the Add Kid Profile form, in the
 * parent's language (issue 28).
 */
export function KidsProfileRoute() {
  const { parent } = useSession();
  return (
    <LocalizedScreen catalogue={kidsCatalogue}>
      <KidsProfileTitle />
      <KidsProfileManagement signedIn={parent !== null} />
    </LocalizedScreen>
  );
}

function KidsProfileTitle() {
  const { t } = useTranslation(kidsCatalogue);
  return <title>{t('document.kidsProfile')}</title>;
}
