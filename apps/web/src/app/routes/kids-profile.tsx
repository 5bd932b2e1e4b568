import { useSession } from '@/entities/parent/api/get-session';
import { KidsProfileManagement } from '@/features/kids/components/kids-profile-management';

/** /dashboard/kidsprofile (spec §2.11): the kids list and the Add Kid Profile form. */
export function KidsProfileRoute() {
  const { parent } = useSession();
  return (
    <>
      <title>Kids Profile · Nestling</title>
      <KidsProfileManagement signedIn={parent !== null} />
    </>
  );
}
