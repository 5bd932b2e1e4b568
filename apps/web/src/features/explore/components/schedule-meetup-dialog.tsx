import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Send } from 'lucide-react';
import { toast } from '@/lib/toast/toast';
import {
  FRIEND_REQUEST_MESSAGE_MAX,
  MEETING_TYPES,
  friendsCatalogue,
  friendRequestSendSchema,
  type FriendRequestSend,
  type PublicKid,
} from '@nestling/shared';
import {
  Button,
  Dialog,
  Form,
  FormDateTimeField,
  FormSelect,
  FormTextArea,
  StatusMessage,
} from '@/components/ui';
import { serverMessage } from '@/lib/api-client';
import { schemaResolver } from '@/lib/forms/schema-resolver';
import { LocalizeContext } from '@/lib/i18n/localize-context';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSendFriendRequest } from '../api/send-friend-request';

/** The date-time picker's step (spec §9 Calendar time step: 15 minutes). */
const STEP_MINUTES = 15;

/** What the meetup form holds: the picked local instant, the meeting type and a message. */
interface MeetupValues {
  proposedTime: Date | null;
  meetingType: string;
  message: string;
}

export interface ScheduleMeetupDialogProps {
  /** The card's kid; null: closed. */
  kid: PublicKid | null;
  onClose: () => void;
  /** Called once the request is sent (the screen celebrates). */
  onSent: () => void;
}

/**
 * The Schedule Meetup modal (spec §2.18, §7.7, §9 Meeting types): the app's one date-time
 * picker, the meeting type (Playdate, Study Date or Other) and an optional message, sent as a
 * friend and meetup request to the parent of the kid on the card. The shared schema checks it
 * first (a time in the future, within a year); the server's refusal — a request already
 * pending, the daily cap — is said in the dialog, which stays open, and in a toast (§8.2).
 */
export function ScheduleMeetupDialog({ kid, onClose, onSent }: ScheduleMeetupDialogProps) {
  const { t, localize } = useTranslation(friendsCatalogue);
  return (
    <Dialog
      open={kid !== null}
      onClose={onClose}
      title={kid ? t('meetup.titleWith', { name: kid.firstName }) : t('friends.scheduleMeetup')}
    >
      <LocalizeContext value={localize}>
        {kid && <MeetupForm key={kid.id} kid={kid} onCancel={onClose} onSent={onSent} />}
      </LocalizeContext>
    </Dialog>
  );
}

function MeetupForm({
  kid,
  onCancel,
  onSent,
}: {
  kid: PublicKid;
  onCancel: () => void;
  onSent: () => void;
}) {
  const { t, localize } = useTranslation(friendsCatalogue);
  const send = useSendFriendRequest();
  const [resolver] = useState(() =>
    schemaResolver(friendRequestSendSchema, {
      input: ({ proposedTime, meetingType, message }: MeetupValues) => ({
        kidId: kid.id,
        receiverId: kid.parentId,
        meetingType,
        proposedTime: proposedTime ? proposedTime.toISOString() : '',
        message,
      }),
    }),
  );
  const form = useForm({
    resolver,
    defaultValues: { proposedTime: null, meetingType: MEETING_TYPES[0], message: '' },
  });
  const [failure, setFailure] = useState<string>();

  function submit(request: FriendRequestSend) {
    setFailure(undefined);
    send.mutate(request, {
      onSuccess: () => {
        toast.success(t('friends.sent'));
        onSent();
      },
      onError: (error) => {
        const text = t('friends.failed', {
          reason: localize(serverMessage(error) ?? error.message),
        });
        setFailure(text);
        toast.error(text);
      },
    });
  }

  return (
    <Form
      form={form}
      onSubmit={submit}
      onInvalid={() => setFailure(undefined)}
      className="space-y-4"
      aria-label={t('meetup.form')}
    >
      <p className="text-sm text-ink-700">{t('meetup.goesTo', { name: kid.firstName })}</p>
      <FormDateTimeField
        label={t('friends.proposedTime')}
        name="proposedTime"
        placeholder={t('meetup.pickDateTime')}
        stepMinutes={STEP_MINUTES}
        disabled={send.isPending}
      />
      <FormSelect
        label={t('friends.meetingType')}
        name="meetingType"
        options={MEETING_TYPES.map((type) => ({ value: type, label: t(`meetingType.${type}`) }))}
        disabled={send.isPending}
      />
      <FormTextArea
        label={t('friends.message')}
        name="message"
        maxLength={FRIEND_REQUEST_MESSAGE_MAX}
        disabled={send.isPending}
        hint={t('meetup.upTo', { max: FRIEND_REQUEST_MESSAGE_MAX })}
      />
      {failure && <StatusMessage tone="error">{failure}</StatusMessage>}
      <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={send.isPending}>
          {t('meetup.cancel')}
        </Button>
        <Button type="submit" isLoading={send.isPending} disabled={send.isPending}>
          <Send aria-hidden="true" className="size-4" />
          {send.isPending ? t('meetup.sending') : t('meetup.send')}
        </Button>
      </div>
    </Form>
  );
}
