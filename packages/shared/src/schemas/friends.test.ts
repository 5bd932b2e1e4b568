import { describe, expect, it } from 'vitest';
import { MAX_RECORD_ID } from '../rules/record-id.js';
import { FRIEND_MESSAGES } from './friend-texts.js';
import { friendRequestActionSchema, friendRequestSendSchema } from './friends.js';

const inAnHour = () => new Date(Date.now() + 60 * 60 * 1000).toISOString();
const valid = () => ({ kidId: 4, meetingType: 'Playdate', proposedTime: inAnHour() });

function firstMessage(input: unknown): string | undefined {
  const result = friendRequestSendSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('friendRequestSendSchema (spec §7.7, §9 Meeting types)', () => {
  it('accepts the spec’s payload plus the card’s kid, with or without receiverId', () => {
    const time = inAnHour();
    expect(
      friendRequestSendSchema.parse({
        receiverId: 9,
        kidId: 4,
        meetingType: 'Study Date',
        proposedTime: time,
        message: '  See you at the park!  ',
      }),
    ).toEqual({
      receiverId: 9,
      kidId: 4,
      meetingType: 'Study Date',
      proposedTime: time,
      message: 'See you at the park!',
    });
    expect(friendRequestSendSchema.parse({ ...valid(), message: '   ' }).message).toBeNull();
    expect(friendRequestSendSchema.parse(valid()).message).toBeNull();
  });

  it.each([
    ['no kid', { kidId: undefined }, FRIEND_MESSAGES.kidRequired],
    ['a kid id past 2³¹', { kidId: MAX_RECORD_ID + 1 }, FRIEND_MESSAGES.kidRequired],
    ['an unknown meeting type', { meetingType: 'Party' }, FRIEND_MESSAGES.meetingTypeInvalid],
    [
      'a time without offset',
      { proposedTime: '2030-01-01T10:00:00' },
      FRIEND_MESSAGES.proposedTimeInvalid,
    ],
    ['a past time', { proposedTime: '2020-01-01T10:00:00Z' }, FRIEND_MESSAGES.proposedTimePast],
    [
      'a time more than a year ahead',
      { proposedTime: new Date(Date.now() + 400 * 86_400_000).toISOString() },
      FRIEND_MESSAGES.proposedTimeTooFar,
    ],
    ['a message too long', { message: 'x'.repeat(501) }, FRIEND_MESSAGES.messageTooLong],
  ])('refuses %s', (_label, override, message) => {
    expect(firstMessage({ ...valid(), ...override })).toBe(message);
  });

  it('refuses a message with NUL', () => {
    expect(friendRequestSendSchema.safeParse({ ...valid(), message: 'a\u0000' }).success).toBe(
      false,
    );
  });

  it('reads a request id', () => {
    expect(friendRequestActionSchema.parse({ requestId: '12' })).toEqual({ requestId: 12 });
    expect(friendRequestActionSchema.safeParse({ requestId: 0 }).success).toBe(false);
  });
});
