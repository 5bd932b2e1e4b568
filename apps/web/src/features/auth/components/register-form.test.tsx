import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES, todayIsoDate } from '@nestling/shared';
import { deferred, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';
import { fillRegisterForm } from '../testing/fill-register-form';

describe('register screen (spec §2.5, §5 Register, §8.2 Register)', () => {
  it('updates the password strength hint live as the parent types', async () => {
    const { user } = renderApp('/register', { parent: null });
    const password = await screen.findByLabelText('Password');
    const steps: Array<[string, string]> = [
      ['abc', 'Weak (min 8 chars)'],
      ['defgh', 'Medium (add uppercase)'],
      ['X', 'Medium (add number)'],
      ['7', 'Medium (add special char)'],
      ['!', 'Strong'],
    ];
    for (const [typed, hint] of steps) {
      await user.type(password, typed);
      expect(screen.getByText(hint)).toBeTruthy();
    }
    await user.clear(password);
    await user.type(password, 'Ab1!');
    expect(screen.getByText('Weak (min 8 chars)')).toBeTruthy();
  });

  it('links the hint to the password field', async () => {
    const { user } = renderApp('/register', { parent: null });
    const password = await screen.findByLabelText('Password');
    await user.type(password, 'abc');
    const hintId = password.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(hintId)?.textContent).toContain('Weak (min 8 chars)');
  });

  it('shows each field’s message when submitted empty, and does not call the server', async () => {
    const { fetchMock } = mockApi({});
    const { user } = renderApp('/register', { parent: null });
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    const alerts = (await screen.findAllByRole('alert')).map((alert) => alert.textContent);
    expect(alerts).toEqual([
      `${MESSAGES.register.nameRequired}`,
      `${MESSAGES.register.emailInvalid}`,
      `${MESSAGES.register.password}`,
      `${MESSAGES.register.genderRequired}`,
      `${MESSAGES.register.dobInvalid}`,
    ]);
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('picks the date of birth from a calendar that stops at today', async () => {
    const { user } = renderApp('/register', { parent: null });
    const field = await screen.findByLabelText('Date of birth');
    await user.click(screen.getByRole('button', { name: 'Choose date of birth from a calendar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Date of birth' });
    const grid = await within(dialog).findByRole('grid');
    // The month shown is today's; the next one cannot be reached, today can be chosen.
    const next = within(dialog).getByRole('button', { name: /next month/i }) as HTMLButtonElement;
    expect(next.disabled || next.getAttribute('aria-disabled') === 'true').toBe(true);
    const today = within(grid).getByRole('button', { name: /today/ });
    expect((today as HTMLButtonElement).disabled).toBe(false);
    await user.click(today);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((field as HTMLInputElement).value).toBe(todayIsoDate());
  });

  it('turns a date typed in the locale’s order into YYYY-MM-DD when the field is left', async () => {
    const { user } = renderApp('/register', { parent: null });
    const field = (await screen.findByLabelText('Date of birth')) as HTMLInputElement;
    const typed = new Intl.DateTimeFormat(undefined, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(new Date(1988, 3, 12));
    await user.type(field, typed);
    await user.tab();
    expect(field.value).toBe('1988-04-12');
  });

  it('registers: "Registering..." then the success text, then /login after 3 s', async () => {
    const answer = deferred<Response>();
    const { requests } = mockApi({ 'POST /api/auth/register': () => answer.promise });
    const { user, location } = renderApp('/register', { parent: null });
    const typed = await fillRegisterForm(user);

    expect(
      ((await screen.findByRole('button', { name: 'Registering...' })) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    expect(requests[0]?.body).toEqual({ ...typed, locale: 'en' });
    answer.resolve(jsonResponse(201, { message: 'Check your inbox.' }));
    expect((await screen.findByRole('status')).textContent).toBe(MESSAGES.register.success);
    expect(
      await screen.findByRole('heading', { name: 'Welcome back' }, { timeout: 4_000 }),
    ).toBeTruthy();
    expect(location()).toBe('/login?registered=1');
    expect(
      screen.getByText(new RegExp(MESSAGES.verify.checkInbox.replace('.', '\\.'))),
    ).toBeTruthy();
  });

  it('shows the server’s error and its field details', async () => {
    mockApi({
      'POST /api/auth/register': {
        status: 400,
        body: {
          error: 'Some fields are invalid.',
          code: 'VALIDATION_FAILED',
          details: [{ path: 'email', message: 'This address cannot be used.' }],
        },
      },
    });
    const { user } = renderApp('/register', { parent: null });
    await fillRegisterForm(user, { gender: 'Other', dob: '1990-01-01' });
    expect(await screen.findByText('Some fields are invalid.')).toBeTruthy();
    expect(screen.getByText('This address cannot be used.')).toBeTruthy();
  });
});
