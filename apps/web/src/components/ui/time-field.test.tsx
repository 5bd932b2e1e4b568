import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  clockOfLocale,
  TimeField,
  timeValueOf,
  type ClockKind,
  type TimeValue,
} from './time-field';

function Harness({ clock, initial }: { clock: ClockKind; initial: TimeValue }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <TimeField label="Time" clock={clock} value={value} onChange={setValue} />
      <output>{JSON.stringify(value)}</output>
    </>
  );
}

describe('time field (spec §5 Time input; §2.10 24-hour or AM/PM by locale)', () => {
  it.each([
    { locale: 'en-US', clock: 12 },
    { locale: 'en-GB', clock: 24 },
    { locale: 'de-DE', clock: 24 },
    { locale: 'en-AU', clock: 12 },
  ])('reads the $locale clock as $clock-hour', ({ locale, clock }) => {
    expect(clockOfLocale(locale)).toBe(clock);
  });

  it.each([
    { time: { hours: 9, minutes: 0 }, clock: 24, value: { hour: '09', minute: '00' } },
    { time: { hours: 9, minutes: 0 }, clock: 12, value: { hour: '9', minute: '00', period: 'AM' } },
    {
      time: { hours: 0, minutes: 5 },
      clock: 12,
      value: { hour: '12', minute: '05', period: 'AM' },
    },
    {
      time: { hours: 12, minutes: 30 },
      clock: 12,
      value: { hour: '12', minute: '30', period: 'PM' },
    },
    {
      time: { hours: 23, minutes: 45 },
      clock: 12,
      value: { hour: '11', minute: '45', period: 'PM' },
    },
  ] as const)(
    'writes $time.hours:$time.minutes on the $clock-hour clock',
    ({ time, clock, value }) => {
      expect(timeValueOf(time, clock)).toEqual(value);
    },
  );

  it('is a named group of hour, minutes and, on a 12-hour clock, AM/PM', async () => {
    const user = userEvent.setup();
    render(<Harness clock={12} initial={{ hour: '9', minute: '00', period: 'AM' }} />);
    expect(screen.getByRole('group', { name: /Time/ })).toBeTruthy();
    await user.clear(screen.getByLabelText('Hour'));
    await user.type(screen.getByLabelText('Hour'), '11');
    await user.selectOptions(screen.getByLabelText('AM or PM'), 'PM');
    expect(JSON.parse(screen.getByRole('status').textContent ?? '')).toEqual({
      hour: '11',
      minute: '00',
      period: 'PM',
    });
  });

  it('has no AM/PM choice on a 24-hour clock', () => {
    render(<Harness clock={24} initial={{ hour: '09', minute: '00' }} />);
    expect(screen.queryByLabelText('AM or PM')).toBeNull();
    expect(screen.getByText(/24-hour clock/)).toBeTruthy();
  });
});
