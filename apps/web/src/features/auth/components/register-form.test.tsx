import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES, todayIsoDate } from '@nestling/shared';
import { deferred, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/app/testing/render-app';

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
      `⚠${MESSAGES.register.nameRequired}`,
      `⚠${MESSAGES.register.emailInvalid}`,
      `⚠${MESSAGES.register.password}`,
      `⚠${MESSAGES.register.genderRequired}`,
      `⚠${MESSAGES.register.dobInvalid}`,
    ]);
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('limits the date of birth to today', async () => {
    renderApp('/register', { parent: null });
    expect((await screen.findByLabelText('Date of birth')).getAttribute('max')).toBe(
      todayIsoDate(),
    );
  });

  it('registers: "Registering..." then the success text, then /login after 3 s', async () => {
    const answer = deferred<Response>();
    const { requests } = mockApi({ 'POST /api/auth/register': () => answer.promise });
    const { user, location } = renderApp('/register', { parent: null });
    await user.type(await screen.findByLabelText('Name'), 'Maya Lopez');
    await user.type(screen.getByLabelText('Email'), 'maya@example.com');
    await user.type(screen.getByLabelText('Password'), 'Sunny-Day-42');
    await user.selectOptions(screen.getByLabelText('Gender'), 'Female');
    await user.type(screen.getByLabelText('Date of birth'), '1988-04-12');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(
      ((await screen.findByRole('button', { name: 'Registering...' })) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    expect(requests[0]?.body).toEqual({
      name: 'Maya Lopez',
      email: 'maya@example.com',
      password: 'Sunny-Day-42',
      gender: 'Female',
      dob: '1988-04-12',
    });
    answer.resolve(jsonResponse(201, { message: 'Check your inbox.' }));
    expect((await screen.findByRole('status')).textContent).toBe(MESSAGES.register.success);
    expect(
      await screen.findByRole('heading', { name: 'Welcome back' }, { timeout: 4_000 }),
    ).toBeTruthy();
    expect(location()).toBe('/login');
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
    await user.type(await screen.findByLabelText('Name'), 'Maya');
    await user.type(screen.getByLabelText('Email'), 'maya@example.com');
    await user.type(screen.getByLabelText('Password'), 'Sunny-Day-42');
    await user.selectOptions(screen.getByLabelText('Gender'), 'Other');
    await user.type(screen.getByLabelText('Date of birth'), '1990-01-01');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Some fields are invalid.')).toBeTruthy();
    expect(screen.getByText('This address cannot be used.')).toBeTruthy();
  });
});
