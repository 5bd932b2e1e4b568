import { CertificateGallery } from './certificate-gallery';
import { CertificateUploader } from './certificate-uploader';

/**
 * The Certificates section's content (spec §2.15): the uploader (its form, camera and the
 * certificate schemas) above the gallery. A part of its own (AchievementsPanels), so its modules
 * evaluate in a task of their own after the panels have been presented.
 */
export function CertificatesSection({ kidId }: { kidId: number }) {
  return (
    <>
      <CertificateUploader kidId={kidId} />
      <CertificateGallery kidId={kidId} />
    </>
  );
}
