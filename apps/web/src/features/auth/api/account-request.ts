import { apiClient, type AnswerSchema } from '@/lib/api-client';
import { messageBody } from '../schemas/load-account-schemas';

/**
 * POSTs one of the account requests a parent makes signed out or while signing in or out
 * (login, register, resend verification, the password reset's two steps, logout). A 401 there
 * is the request's own answer (a wrong password, an expired link), not an ended session, so it
 * does not send the parent to the sign-in screen (`skipAuthRedirect`).
 * @param path the API path, e.g. '/auth/login'
 * @param body the request body, already checked with its shared schema
 * @param schema what the answer is checked with (undefined: no body, e.g. a 204)
 * @returns the checked answer
 * @throws ApiError: the server's 4xx/5xx, 0 on network failure
 */
export function postAccountRequest<T = undefined>(
  path: string,
  body?: unknown,
  schema?: AnswerSchema<T>,
): Promise<T> {
  return apiClient.post(path, body, schema, { skipAuthRedirect: true });
}

/**
 * {@link postAccountRequest} of a request that answers `{ message }` (spec §7.1: register,
 * resend verification, reset request, reset).
 * @returns the server's text, shown as the form's status
 */
export async function postAccountMessage(path: string, body: unknown): Promise<string> {
  const answer = await postAccountRequest(path, body, messageBody);
  return answer.message;
}
