import { useState, type FormEvent } from 'react';
import { Camera, Upload } from 'lucide-react';
import { CERTIFICATE_MESSAGES, CERTIFICATE_TITLE_MAX_LENGTH } from '@nestling/shared';
import { Button, FilePicker, StatusMessage, TextField, type StatusTone } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { useUploadCertificate } from '../api/upload-certificate';
import { CERTIFICATE_ACCEPT, checkCertificateFile } from '../utils/certificate-check';
import { CameraCapture } from './camera-capture';

/** The upload's percent as a bar and a number (spec §4 Certificate upload). */
function UploadProgress({ percent }: { percent: number }) {
  return (
    <div className="space-y-1.5">
      <p className="flex justify-between text-sm font-semibold text-ink-800">
        <span id="upload-progress-label">Uploading...</span>
        <span aria-hidden="true">{percent}%</span>
      </p>
      <div
        role="progressbar"
        aria-labelledby="upload-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 overflow-hidden rounded-full bg-ink-900/10"
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/**
 * The certificate uploader (spec §2.15, §4 Certificate upload, §5, §8.2): a file picked with
 * the app's FilePicker or a photo captured with the camera, an optional title, then Upload with
 * a real progress percent (XMLHttpRequest). Refusals and results use the spec's texts.
 */
export function CertificateUploader({ kidId }: { kidId: number }) {
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [fileError, setFileError] = useState<string>();
  const [status, setStatus] = useState<{ text: string; tone: StatusTone }>();
  const [percent, setPercent] = useState(0);
  const [cameraOpen, setCameraOpen] = useState(false);
  const upload = useUploadCertificate();

  function choose(next: File | null) {
    setStatus(undefined);
    if (!next) {
      setFile(null);
      setFileError(undefined);
      return;
    }
    const problem = checkCertificateFile(next);
    setFileError(problem);
    setFile(problem ? null : next);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus(undefined);
    if (!file) {
      setFileError(CERTIFICATE_MESSAGES.fileRequired);
      return;
    }
    setPercent(0);
    upload.mutate(
      { kidId, file, title, onProgress: setPercent },
      {
        onSuccess: () => {
          setFile(null);
          setTitle('');
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
    <form aria-label="Upload a certificate" noValidate onSubmit={submit} className="space-y-4">
      <FilePicker
        label="Certificate"
        file={file}
        onFileChange={choose}
        accept={CERTIFICATE_ACCEPT}
        kind="document"
        hint="JPG, PNG, WEBP or PDF, up to 5 MB."
        error={fileError}
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
      </FilePicker>
      <TextField
        label="Title (optional)"
        value={title}
        placeholder="Certificate"
        maxLength={CERTIFICATE_TITLE_MAX_LENGTH}
        onChange={(event) => setTitle(event.target.value)}
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
      <CameraCapture
        open={cameraOpen}
        onClose={() => setCameraOpen(false)}
        onCapture={(captured) => {
          setStatus(undefined);
          setFileError(undefined);
          setFile(captured);
        }}
      />
    </form>
  );
}
