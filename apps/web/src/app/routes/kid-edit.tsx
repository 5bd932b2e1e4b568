import { useParams } from 'react-router';
import { kidsCatalogue } from '@nestling/shared';
import { EditKidProfile } from '@/features/kids/components/edit-kid-profile';
import { useTranslation } from '@/lib/i18n/use-translation';
import { LocalizedScreen } from '../localized-screen';

/** /dashboard/kids/:kidId/edit (spec §2.12): Edit Kid Profile, with delete, in the parent's language. */
export function KidEditRoute() {
  const { kidId } = useParams();
  return (
    <LocalizedScreen catalogue={kidsCatalogue}>
      <KidEditTitle />
      <EditKidProfile key={kidId} kidIdParam={kidId} />
    </LocalizedScreen>
  );
}

function KidEditTitle() {
  const { t } = useTranslation(kidsCatalogue);
  return <title>{t('document.editKid')}</title>;
}
