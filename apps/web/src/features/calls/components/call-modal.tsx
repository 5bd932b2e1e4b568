import { useEffect, useRef } from 'react';
import { Mic, MicOff, PhoneOff, Video, VideoOff } from 'lucide-react';
import { callsCatalogue } from '@nestling/shared';
import { Button, Dialog } from '@/components/ui';
import { cn } from '@/lib/cn';
import { useTranslation, type Translate } from '@/lib/i18n/use-translation';
import type { CallSnapshot } from '../utils/call-session';

export interface CallModalProps {
  name: string;
  snapshot: CallSnapshot;
  onToggleVideo: () => void;
  onToggleMic: () => void;
  onEnd: () => void;
  /** The close icon (and Escape): ends the call if it is on, then closes. */
  onClose: () => void;
}

/** The camera's and the microphone's buttons: their icons on and off, and their words. */
const TOGGLES = {
  video: { OnIcon: Video, OffIcon: VideoOff, label: 'call.toggleVideo' },
  mic: { OnIcon: Mic, OffIcon: MicOff, label: 'call.toggleMic' },
} as const;

/**
 * The camera's or the microphone's button: pressed while it is off, with the icon of its state.
 * @param on whether the camera (or microphone) is on
 */
function ToggleButton({
  kind,
  on,
  onToggle,
  disabled,
}: {
  kind: keyof typeof TOGGLES;
  on: boolean;
  onToggle: () => void;
  disabled: boolean;
}) {
  const { t } = useTranslation(callsCatalogue);
  const { OnIcon, OffIcon, label } = TOGGLES[kind];
  const Icon = on ? OnIcon : OffIcon;
  return (
    <Button variant="secondary" onClick={onToggle} disabled={disabled} aria-pressed={!on}>
      <Icon aria-hidden="true" className="size-4" />
      {t(label)}
    </Button>
  );
}

/**
 * The status text of spec §2.20 for a call's state, in the app's language (the calls catalogue:
 * `useTranslation(callsCatalogue)`); a server's error text as the server wrote it, localized.
 */
export function callStatusText(
  snapshot: CallSnapshot,
  { t, localize }: Translate<typeof callsCatalogue>,
): string {
  switch (snapshot.status) {
    case 'starting':
      return t('call.starting');
    case 'ringing':
      return t('call.ringing');
    case 'connected':
      return t('call.connected');
    case 'ended':
      return t('call.ended');
    case 'error':
      return snapshot.serverError
        ? localize(snapshot.serverError)
        : t(snapshot.error ? `call.${snapshot.error}` : 'call.genericError');
  }
}

/** A video element showing a stream (srcObject is not an attribute React sets). */
function StreamVideo({
  stream,
  muted,
  label,
  className,
}: {
  stream: MediaStream | null;
  muted: boolean;
  label: string;
  className: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  return (
    // A live camera has no caption track to give (the call's audio is the person speaking).
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <video ref={ref} autoPlay playsInline muted={muted} aria-label={label} className={className} />
  );
}

/**
 * The video call modal (spec §2.20): 'Video call with {name}', the friend's video and this
 * parent's own, the status (Starting…, Ringing…, Connected, Call ended, or the error of
 * spec §8.2), Toggle Video, Toggle Mic, End Call and the close icon.
 */
export function CallModal({
  name,
  snapshot,
  onToggleVideo,
  onToggleMic,
  onEnd,
  onClose,
}: CallModalProps) {
  const translate = useTranslation(callsCatalogue);
  const { t } = translate;
  const over = snapshot.status === 'ended' || snapshot.status === 'error';
  return (
    <Dialog open onClose={onClose} title={t('call.title', { name })} size="lg">
      <div className="space-y-4">
        <div className="relative aspect-[3/4] overflow-hidden rounded-2xl bg-scrim sm:aspect-video">
          <StreamVideo
            stream={snapshot.remoteStream}
            muted={false}
            label={t('call.remoteVideo', { name })}
            className="size-full object-cover"
          />
          <StreamVideo
            stream={snapshot.localStream}
            muted
            label={t('call.localVideo')}
            className="absolute right-3 bottom-3 aspect-video w-1/4 min-w-24 rounded-xl bg-ink-800 object-cover shadow-card ring-2 ring-surface"
          />
        </div>
        <p
          role={snapshot.status === 'error' ? 'alert' : 'status'}
          className={cn(
            'text-center font-semibold',
            snapshot.status === 'error' ? 'text-danger-700' : 'text-ink-700',
          )}
        >
          {callStatusText(snapshot, translate)}
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <ToggleButton
            kind="video"
            on={snapshot.videoOn}
            onToggle={onToggleVideo}
            disabled={over}
          />
          <ToggleButton kind="mic" on={snapshot.micOn} onToggle={onToggleMic} disabled={over} />
          <Button variant="danger" onClick={onEnd} disabled={over}>
            <PhoneOff aria-hidden="true" className="size-4" />
            {t('call.endCall')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
