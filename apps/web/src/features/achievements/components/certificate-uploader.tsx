import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Camera, Upload } from 'lucide-react';
import {
  CERTIFICATE_MESSAGES,
  CERTIFICATE_TITLE_MAX_LENGTH,
  certificateFieldsSchema,
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
import { useUploadCertificate } from '../api/upload-certificate';
import { CertificateCamera } from './certificate-camera';

/** The uploader's values: the picked or captured file and the optional title. */
interface CertificateValues {
  file: File | null;
  title: string;
}

/** The upload's percent as a bar and a number (spec §4 Certificate upload). */
function UploadProgress({ percent }: { percent: number }) {
  return (
    <div className="space-y-1.5">
      <p className="flex justify-between text-sm font-semibold text-ink-800">
        <span id="upload-progress-label">Uploading...</span>
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

  function submit() {
    const { file, title } = form.getValues();
    if (!file) return;
    setPercent(0);
    upload.mutate(
      { kidId, file, title, onProgress: setPercent },
      {
        onSuccess: () => {
          form.reset();
          setStatus({ text: CERTIFICATE_MESSAGES.uploaded, tone: 'success' });
        },
        onError: (error) =>
          setStatus({
            text:
              isApiError(error) && (error.fromServer || error.status === 0)
                ? `${CERTIFICATE_MESSAGES.uploadFailed}${error.message}`
                : CERTIFICATE_MESSAGES.uploadFailedStatus,
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
      aria-label="Upload a certificate"
      className="space-y-4"
    >
      <UploadField
        label="Certificate"
        name="file"
        accepts="document"
        kind="document"
        hint="JPG, PNG, WEBP or PDF, up to 5 MB."
        disabled={upload.isPending}
      >
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setCameraOpen(true)}
          disabled={upload.isPending}
          className="min-h-11"
        >
          <Camera aria-hidden="true" className="size-4" /> Take a photo
        </Button>
      </UploadField>
      <FormTextField
        label="Title (optional)"
        name="title"
        placeholder="Certificate"
        maxLength={CERTIFICATE_TITLE_MAX_LENGTH}
        disabled={upload.isPending}
      />
      {upload.isPending && <UploadProgress percent={percent} />}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={upload.isPending} isLoading={upload.isPending}>
          {!upload.isPending && <Upload aria-hidden="true" className="size-4" />}
          {upload.isPending ? `Uploading ${percent}%` : 'Upload Certificate'}
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
