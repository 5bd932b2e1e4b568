import { useParams } from 'react-router';
import { EditKidProfile } from '@/features/kids/components/edit-kid-profile';

/** /dashboard/kids/:kidId/edit (spec §2.12): Edit Kid Profile, with delete. */
export function KidEditRoute() {
  const { kidId } = useParams();
  return (
    <>
      <title>Edit Kid Profile · Nestling</title>
      <EditKidProfile key={kidId} kidIdParam={kidId} />
    </>
  );
}
