import { useEffect, useRef } from 'react';
import { Phone, PhoneOff } from 'lucide-react';
import { callsCatalogue } from '@nestling/shared';
import { Button } from '@/components/ui';
import { useTranslation } from '@/lib/i18n/use-translation';

export interface IncomingCallPromptProps {
  name: string;
  onAnswer: () => void;
  onDecline: () => void;
}

/**
 * The incoming-call prompt (issue 12: Answer / Decline on any page): a non-modal dialog at the
 * corner of the screen, announced, with focus on Answer.
 */
export function IncomingCallPrompt({ name, onAnswer, onDecline }: IncomingCallPromptProps) {
  const { t } = useTranslation(callsCatalogue);
  const answerRef = useRef<HTMLButtonElement>(null);
  useEffect(() => answerRef.current?.focus(), []);
  return (
    <div
      role="alertdialog"
      aria-labelledby="incoming-call-title"
      className="fixed right-4 bottom-4 left-4 z-40 rounded-3xl border border-ink-900/10 bg-surface p-5 shadow-card sm:left-auto sm:w-96"
    >
      <p
        id="incoming-call-title"
        className="mb-4 flex items-center gap-2 text-lg font-bold text-ink-900"
      >
        <Phone aria-hidden="true" className="size-5 animate-pulse text-brand-600" />
        {t('call.incoming', { name })}
      </p>
      <div className="flex gap-3">
        <Button ref={answerRef} onClick={onAnswer} className="flex-1">
          <Phone aria-hidden="true" className="size-4" />
          {t('call.answer')}
        </Button>
        <Button variant="danger" onClick={onDecline} className="flex-1">
          <PhoneOff aria-hidden="true" className="size-4" />
          {t('call.decline')}
        </Button>
      </div>
    </div>
  );
}
