import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Send } from 'lucide-react';
import { toast } from '@/lib/toast/toast';
import {
  FRIEND_MESSAGES,
  FRIEND_REQUEST_MESSAGE_MAX,
  MEETING_TYPES,
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
  return (
    <Dialog
      open={kid !== null}
      onClose={onClose}
      title={
        kid
          ? `${FRIEND_MESSAGES.scheduleMeetup} with ${kid.firstName}`
          : FRIEND_MESSAGES.scheduleMeetup
      }
    >
      {kid && <MeetupForm key={kid.id} kid={kid} onCancel={onClose} onSent={onSent} />}
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
        toast.success(FRIEND_MESSAGES.sent);
        onSent();
      },
      onError: (error) => {
        const text = `${FRIEND_MESSAGES.failedPrefix}${serverMessage(error) ?? error.message}`;
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
      aria-label="Meetup request"
    >
      <p className="text-sm text-ink-700">
        Your request goes to {kid.firstName}&apos;s parent, who can accept or reject it.
      </p>
      <FormDateTimeField
        label={FRIEND_MESSAGES.proposedTime}
        name="proposedTime"
        placeholder="Pick a date and time"
        stepMinutes={STEP_MINUTES}
        disabled={send.isPending}
      />
      <FormSelect
        label={FRIEND_MESSAGES.meetingType}
        name="meetingType"
        options={MEETING_TYPES}
        disabled={send.isPending}
      />
      <FormTextArea
        label={FRIEND_MESSAGES.message}
        name="message"
        maxLength={FRIEND_REQUEST_MESSAGE_MAX}
        disabled={send.isPending}
        hint={`Up to ${FRIEND_REQUEST_MESSAGE_MAX} characters.`}
      />
      {failure && <StatusMessage tone="error">{failure}</StatusMessage>}
      <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={send.isPending}>
          Cancel
        </Button>
        <Button type="submit" isLoading={send.isPending} disabled={send.isPending}>
          <Send aria-hidden="true" className="size-4" />
          {send.isPending ? 'Sending...' : 'Send Request'}
        </Button>
      </div>
    </Form>
  );
}
