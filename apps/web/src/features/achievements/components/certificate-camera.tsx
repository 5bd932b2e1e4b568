import { useEffect, useRef, useState } from 'react';
import { Camera } from 'lucide-react';
import { CERTIFICATE_CAPTURE, CERTIFICATE_MESSAGES, milestonesCatalogue } from '@nestling/shared';
import { Button, Dialog, StatusMessage } from '@/components/ui';
import { useTranslation } from '@/lib/i18n/use-translation';
import { checkCapture } from '../utils/certificate-check';

export interface CertificateCameraProps {
  open: boolean;
  onClose: () => void;
  /** The captured photo, a JPEG File that passed the capture checks. */
  onCapture: (file: File) => void;
}

/** Whether the browser offers a camera API at all (not on plain http, nor in old browsers). */
function cameraSupported(): boolean {
  return typeof navigator.mediaDevices?.getUserMedia === 'function';
}

/** The canvas's picture as a Blob of `type`, or null when the browser could not make one. */
function canvasBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, 0.92));
}

/**
 * Camera capture of a certificate (spec §2.15, §5, §9): the rear camera through getUserMedia,
 * a live preview, and Capture, which draws a 320×240 JPEG. The capture is checked (JPEG or
 * PNG, at most 5 MB) before it is handed over; a camera that cannot start or a capture that
 * fails says 'Camera capture failed. Please try again.'. The camera is released when the
 * dialog closes.
 */
export function CertificateCamera({ open, onClose, onCapture }: CertificateCameraProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream>();
  const [error, setError] = useState<string>();
  const { t, localize } = useTranslation(milestonesCatalogue);

  useEffect(() => {
    if (!open) return;
    if (!cameraSupported()) return;
    let live: MediaStream | undefined;
    let cancelled = false;
    navigator.mediaDevices
      .getUserMedia({
        audio: false,
        video: {
          facingMode: { ideal: CERTIFICATE_CAPTURE.facingMode },
          width: { ideal: CERTIFICATE_CAPTURE.width },
          height: { ideal: CERTIFICATE_CAPTURE.height },
        },
      })
      .then((granted) => {
        if (cancelled) return granted.getTracks().forEach((track) => track.stop());
        live = granted;
        setStream(granted);
      })
      .catch(() => {
        if (!cancelled) setError(CERTIFICATE_MESSAGES.cameraFailed);
      });
    return () => {
      cancelled = true;
      live?.getTracks().forEach((track) => track.stop());
      setStream(undefined);
    };
  }, [open]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !stream) return;
    video.srcObject = stream;
    void video.play().catch(() => undefined);
  }, [stream]);

  async function capture() {
    const video = videoRef.current;
    if (!video || !stream || video.readyState < 2)
      return setError(CERTIFICATE_MESSAGES.cameraFailed);
    const canvas = document.createElement('canvas');
    canvas.width = CERTIFICATE_CAPTURE.width;
    canvas.height = CERTIFICATE_CAPTURE.height;
    const context = canvas.getContext('2d');
    if (!context) return setError(CERTIFICATE_MESSAGES.cameraFailed);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const blob = await canvasBlob(canvas, CERTIFICATE_CAPTURE.type);
    if (!blob) return setError(CERTIFICATE_MESSAGES.cameraFailed);
    const problem = checkCapture(blob);
    if (problem) return setError(problem);
    onCapture(new File([blob], `certificate-${Date.now()}.jpg`, { type: blob.type }));
    close();
  }

  function close() {
    setError(undefined);
    onClose();
  }

  const shownError =
    error ?? (open && !cameraSupported() ? CERTIFICATE_MESSAGES.cameraFailed : undefined);

  return (
    <Dialog open={open} onClose={close} title={t('camera.title')}>
      <div className="space-y-4">
        <div className="overflow-hidden rounded-2xl bg-ink-900/10">
          <video
            ref={videoRef}
            muted
            playsInline
            aria-label={t('camera.preview')}
            className="aspect-[4/3] w-full object-cover"
          />
        </div>
        {shownError && <StatusMessage tone="error">{localize(shownError)}</StatusMessage>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void capture()} disabled={!stream}>
            <Camera aria-hidden="true" className="size-4" /> {t('camera.capture')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
