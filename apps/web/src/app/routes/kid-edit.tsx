import { useParams } from 'react-router';
import { kidsCatalogue } from '@nestling/shared';
import { EditKidProfile } from '@/features/kids/components/edit-kid-profile';
import { useTranslation } from '@/lib/i18n/use-translation';
import { AreaLanguage } from './area-language';

/** /dashboard/kids/:kidId/edit (spec §2.12): Edit Kid Profile, with delete, in the parent's language. */
export function KidEditRoute() {
  const { kidId } = useParams();
  return (
    <AreaLanguage catalogue={kidsCatalogue}>
      <KidEditTitle />
      <EditKidProfile key={kidId} kidIdParam={kidId} />
    </AreaLanguage>
  );
}

function KidEditTitle() {
  const { t } = useTranslation(kidsCatalogue);
  return <title>{t('document.editKid')}</title>;
}
