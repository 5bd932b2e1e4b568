import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDay } from '@/lib/dates';
import { DateField } from './date-field';
import { DateTimeField } from './date-time-field';

function DateHarness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        label="Date of birth"
        value={value}
        onChange={setValue}
        min="2020-01-01"
        max="2026-03-10"
        locale="en-GB"
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

function DateTimeHarness() {
  const [value, setValue] = useState<Date | null>(null);
  return (
    <>
      <DateTimeField
        label="Date and time"
        placeholder="Pick a date and time"
        stepMinutes={15}
        value={value}
        onChange={setValue}
        locale="en-GB"
      />
      <output data-testid="value">{value ? value.toString() : 'none'}</output>
      <button type="button" onClick={() => setValue(null)}>
        Reset
      </button>
    </>
  );
}

describe('DateField (issue 9: the one date input)', () => {
  it('is a labelled text field with its hint, taking YYYY-MM-DD or the locale’s order', async () => {
    const user = userEvent.setup();
    render(<DateHarness />);
    const field = screen.getByLabelText('Date of birth') as HTMLInputElement;
    expect(field.getAttribute('placeholder')).toBe('YYYY-MM-DD');
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Type it as YYYY-MM-DD, or choose it from the calendar.',
    );
    await user.type(field, '4/5/2021');
    await user.tab();
    // en-GB writes day/month/year: 4 May 2021.
    expect(field.value).toBe('2021-05-04');
    await user.clear(field);
    await user.type(field, '2022-02-30');
    await user.tab();
    expect(field.value).toBe('2022-02-30'); // not a date: left for the form's check to name
  });

  it('opens a calendar dialog on the chosen day, keeps to min…max, and fills the field', async () => {
    const user = userEvent.setup();
    render(<DateHarness initial="2024-02-14" />);
    const button = screen.getByRole('button', { name: 'Choose date of birth from a calendar' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Date of birth' });
    const grid = await within(dialog).findByRole('grid');
    // Month and year can be chosen from two selects (a date of birth is years back).
    expect(within(dialog).getAllByRole('combobox')).toHaveLength(2);
    const selected = within(grid).getByRole('button', {
      name: `${formatDay(new Date(2024, 1, 14), 'en-GB')}, selected`,
    });
    // The day takes focus in an effect after the lazily loaded calendar draws.
    await waitFor(() => expect(document.activeElement).toBe(selected));
    // The arrow keys move by day, Enter chooses.
    await user.keyboard('{ArrowRight}{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('value').textContent).toBe('2024-02-15');
    expect(document.activeElement).toBe(button);
  });

  it('offers no day after max', async () => {
    const user = userEvent.setup();
    render(<DateHarness initial="2026-03-09" />);
    await user.click(screen.getByRole('button', { name: 'Choose date of birth from a calendar' }));
    const grid = await within(await screen.findByRole('dialog')).findByRole('grid');
    const after = within(grid).getByRole('button', {
      name: formatDay(new Date(2026, 2, 11), 'en-GB'),
    });
    expect((after as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('DateTimeField (issue 9: the one date-and-time input, spec §2.13)', () => {
  it('takes a typed YYYY-MM-DD HH:mm, says when the text is not one, and follows a reset', async () => {
    const user = userEvent.setup();
    render(<DateTimeHarness />);
    const field = screen.getByLabelText('Date and time') as HTMLInputElement;
    expect(field.getAttribute('placeholder')).toBe('Pick a date and time');
    await user.type(field, '2030-05-01 10:15');
    expect(screen.getByTestId('value').textContent).toBe(new Date(2030, 4, 1, 10, 15).toString());
    await user.clear(field);
    await user.type(field, '2030-05-01 25:00');
    await user.tab();
    expect(screen.getByTestId('value').textContent).toBe('none');
    expect(screen.getByRole('alert').textContent).toContain('Write it as YYYY-MM-DD HH:mm');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await user.clear(field);
    await user.type(field, '2030-05-01 09:00');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(field.value).toBe('');
  });

  it('picks a day and a time in 15-minute steps, written 24-hour', async () => {
    const user = userEvent.setup();
    render(<DateTimeHarness />);
    await user.click(screen.getByRole('button', { name: 'Choose date and time from a calendar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Date and time' });
    await within(dialog).findByRole('grid');
    const time = within(dialog).getByLabelText('Time') as HTMLSelectElement;
    const options = Array.from(time.options).map((option) => option.value);
    expect(options).toHaveLength(96);
    expect(options.slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
    expect(options.at(-1)).toBe('23:45');
    expect(time.value).toBe('09:00');
    // Today is chosen to start with; move a week on and pick 16:30.
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    await user.selectOptions(time, '16:30');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    const now = new Date();
    const expected = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 7, 16, 30);
    expect(screen.getByTestId('value').textContent).toBe(expected.toString());
    const pad = (n: number) => String(n).padStart(2, '0');
    expect((screen.getByLabelText('Date and time') as HTMLInputElement).value).toBe(
      `${expected.getFullYear()}-${pad(expected.getMonth() + 1)}-${pad(expected.getDate())} 16:30`,
    );
  });
});
