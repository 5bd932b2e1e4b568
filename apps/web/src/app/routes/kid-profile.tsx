import { useParams } from 'react-router';
import { KidProfileDetails } from '@/features/kids/components/kid-profile-details';

/** /dashboard/kids/:kidId/profile (spec §2.1, issue 3): one kid's photo, details and links. */
export function KidProfileRoute() {
  const { kidId } = useParams();
  return <KidProfileDetails key={kidId} kidIdParam={kidId} />;
}
