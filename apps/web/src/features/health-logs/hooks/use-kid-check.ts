import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { HEALTH_MESSAGES, REDIRECT_DELAY_MS, parseRecordId, type Kid } from '@nestling/shared';
import { paths } from '@/config/paths';
import { useKid } from '@/entities/kids/api/get-kid';
import { isApiError } from '@/lib/api-client';

export type KidCheck =
  | { state: 'checking'; kidId: number }
  | { state: 'ok'; kidId: number; kid: Kid }
  /** `message` is the spec text shown until the redirect. */
  | { state: 'failed'; kidId: number | undefined; message: string };

/**
 * The kid id check of the health screen (spec §4, §8.2 Health): a missing id or one that is not
 * a record id (`parseRecordId`: digits only, 1 … 2³¹ − 1; nothing is asked of the server),
 * or a kid the server does not find (404, also another family's kid), gives
 * '❌ This kid does not exist. Redirecting...'; any other failure gives
 * '❌ Failed to verify kid. Redirecting...'. Either way the parent is taken to
 * /dashboard/kidsprofile after 3 s (REDIRECT_DELAY_MS.kidNotFound).
 * @param rawKidId the `:kidId` route parameter
 */
export function useKidCheck(rawKidId: string | undefined): KidCheck {
  const kidId = parseRecordId(rawKidId);
  const query = useKid(kidId);
  const navigate = useNavigate();

  let check: KidCheck;
  if (kidId === undefined) {
    check = { state: 'failed', kidId, message: HEALTH_MESSAGES.kidMissing };
  } else if (query.isSuccess) {
    check = { state: 'ok', kidId, kid: query.data };
  } else if (query.isError) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    check = {
      state: 'failed',
      kidId,
      message: notFound ? HEALTH_MESSAGES.kidMissing : HEALTH_MESSAGES.kidCheckFailed,
    };
  } else {
    check = { state: 'checking', kidId };
  }

  const failed = check.state === 'failed';
  useEffect(() => {
    if (!failed) return;
    const timer = setTimeout(() => void navigate(paths.kidsProfile), REDIRECT_DELAY_MS.kidNotFound);
    return () => clearTimeout(timer);
  }, [failed, navigate]);

  return check;
}
