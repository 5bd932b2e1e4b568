import { messageBody } from '../schemas/load-account-schemas';
import { postAccountRequest } from '@/lib/api-client';

/**
 * {@link postAccountRequest} of a request that answers `{ message }` (spec §7.1: register,
 * resend verification, reset request, reset).
 * @returns the server's text, shown as the form's status
 */
export async function postAccountMessage(path: string, body: unknown): Promise<string> {
  const answer = await postAccountRequest(path, body, messageBody);
  return answer.message;
}
