import { useParams } from 'react-router';
import { kidsCatalogue } from '@nestling/shared';
import { KidProfileDetails } from '@/features/kids/components/kid-profile-details';
import { LocalizedScreen } from '../localized-screen';

/**
 * /dashboard/kids/:kidId/profile (spec §2.1, issue 3): one kid's photo, details and links, in the
 * parent's language (issue 28).
 */
export function KidProfileRoute() {
  const { kidId } = useParams();
  return (
    <LocalizedScreen catalogue={kidsCatalogue}>
      <KidProfileDetails key={kidId} kidIdParam={kidId} />
    </LocalizedScreen>
  );
}
