import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { Gender } from '@nestling/shared';

/** What a test types into the register form (spec §4 Registration form). */
export interface RegisterFormInput {
  name: string;
  email: string;
  password: string;
  gender: Gender;
  /** `YYYY-MM-DD`, typed into the date of birth field. */
  dob: string;
}

/** A new parent as the tests register one: Maya Lopez, whom buildParent also presents. */
const NEW_PARENT: RegisterFormInput = {
  name: 'Maya Lopez',
  email: 'maya@example.com',
  password: 'Sunny-Day-42',
  gender: 'Female',
  dob: '1988-04-12',
};

/**
 * Fills the register form as a parent would — it waits for the form's lazily loaded part —
 * and presses Register.
 * @param user the render's user-event instance
 * @param overrides fields other than Maya Lopez's
 * @returns what was typed and chosen (the request's body, an invitation's token aside)
 */
export async function fillRegisterForm(
  user: UserEvent,
  overrides: Partial<RegisterFormInput> = {},
): Promise<RegisterFormInput> {
  const input = { ...NEW_PARENT, ...overrides };
  await user.type(await screen.findByLabelText('Name'), input.name);
  await user.type(screen.getByLabelText('Email'), input.email);
  await user.type(screen.getByLabelText('Password'), input.password);
  await user.selectOptions(screen.getByLabelText('Gender'), input.gender);
  await user.type(screen.getByLabelText('Date of birth'), input.dob);
  await user.click(screen.getByRole('button', { name: 'Register' }));
  return input;
}
