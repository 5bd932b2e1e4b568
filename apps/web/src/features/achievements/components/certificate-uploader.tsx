import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Camera, Upload } from 'lucide-react';
import {
  CERTIFICATE_MESSAGES,
  CERTIFICATE_TITLE_MAX_LENGTH,
  certificateFieldsSchema,
  milestonesCatalogue,
} from '@nestling/shared';
import {
  Button,
  Form,
  FormTextField,
  ProgressBar,
  StatusMessage,
  UploadField,
  type FormStatus,
} from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { schemaResolver } from '@/lib/forms/schema-resolver';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useUploadCertificate } from '../api/upload-certificate';
import { CertificateCamera } from './certificate-camera';

/** The uploader's values: the picked or captured file and the optional title. */
interface CertificateValues {
  file: File | null;
  title: string;
}

/** The upload's percent as a bar and a number (spec §4 Certificate upload). */
function UploadProgress({ percent }: { percent: number }) {
  const { t } = useTranslation(milestonesCatalogue);
  return (
    <div className="space-y-1.5">
      <p className="flex justify-between text-sm font-semibold text-ink-800">
        <span id="upload-progress-label">{t('upload.uploading')}</span>
        <span aria-hidden="true">{percent}%</span>
      </p>
      <ProgressBar percent={percent} labelledBy="upload-progress-label" />
    </div>
  );
}

/**
 * The certificate uploader (spec §2.15, §4 Certificate upload, §5, §8.2): a file picked with
 * the app's FilePicker or a photo captured with the camera, an optional title, then Upload with
 * a real progress percent (XMLHttpRequest). Refusals and results use the spec's texts.
 */
export function CertificateUploader({ kidId }: { kidId: number }) {
  const [resolver] = useState(() =>
    schemaResolver(certificateFieldsSchema, {
      input: ({ title }: CertificateValues) => ({ kidId, title }),
      check: ({ file }) => ({ file: file ? undefined : CERTIFICATE_MESSAGES.fileRequired }),
    }),
  );
  const form = useForm({ resolver, defaultValues: { file: null, title: '' } });
  const [status, setStatus] = useState<FormStatus>();
  const [percent, setPercent] = useState(0);
  const [cameraOpen, setCameraOpen] = useState(false);
  const upload = useUploadCertificate();
  const { t, localize } = useTranslation(milestonesCatalogue);

  function submit() {
    const { file, title } = form.getValues();
    if (!file) return;
    setPercent(0);
    // No title: the one the field's placeholder shows, in the app's language ("Certificado"),
    // rather than the server's English default (DEFAULT_CERTIFICATE_TITLE).
    const named = title.trim() || t('upload.titlePlaceholder');
    upload.mutate(
      { kidId, file, title: named, onProgress: setPercent },
      {
        onSuccess: () => {
          form.reset();
          setStatus({ text: t('certificates.uploaded'), tone: 'success' });
        },
        onError: (error) =>
          setStatus({
            text:
              isApiError(error) && (error.fromServer || error.status === 0)
                ? `${t('certificates.uploadFailed')}${localize(error.message)}`
                : t('certificates.uploadFailedStatus'),
            tone: 'error',
          }),
      },
    );
  }

  return (
    <Form
      form={form}
      onSubmit={() => {
        setStatus(undefined);
        submit();
      }}
      onInvalid={() => setStatus(undefined)}
      aria-label={t('upload.label')}
      className="space-y-4"
    >
      <UploadField
        label={t('upload.file')}
        name="file"
        accepts="document"
        kind="document"
        hint={t('upload.fileHint')}
        disabled={upload.isPending}
      >
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setCameraOpen(true)}
          disabled={upload.isPending}
          className="min-h-11"
        >
          <Camera aria-hidden="true" className="size-4" /> {t('upload.takePhoto')}
        </Button>
      </UploadField>
      <FormTextField
        label={t('upload.title')}
        name="title"
        placeholder={t('upload.titlePlaceholder')}
        maxLength={CERTIFICATE_TITLE_MAX_LENGTH}
        disabled={upload.isPending}
      />
      {upload.isPending && <UploadProgress percent={percent} />}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={upload.isPending} isLoading={upload.isPending}>
          {!upload.isPending && <Upload aria-hidden="true" className="size-4" />}
          {upload.isPending ? t('upload.uploadingPercent', { percent }) : t('upload.submit')}
        </Button>
        {status && (
          <StatusMessage tone={status.tone} className="flex-1">
            {status.text}
          </StatusMessage>
        )}
      </div>
      <CertificateCamera
        open={cameraOpen}
        onClose={() => setCameraOpen(false)}
        onCapture={(captured) => {
          setStatus(undefined);
          form.clearErrors('file');
          form.setValue('file', captured, { shouldDirty: true });
        }}
      />
    </Form>
  );
}
