import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { commonCatalogue, type Locale } from '@nestling/shared';
import { LocaleProvider } from '@/lib/i18n/locale-context';
import { LocalizeContext } from '@/lib/i18n/localize-context';
import { translations } from '@/lib/i18n/translations';
import { Calendar } from './calendar';
import { DateField } from './date-field';
import { DateTimeField } from './date-time-field';

function renderCalendar(locale: Locale) {
  return render(
    <LocaleProvider savedLocale={locale}>
      <Suspense fallback={null}>
        <Calendar selected={new Date(2026, 10, 25)} onSelect={() => undefined} />
      </Suspense>
    </LocaleProvider>,
  );
}

/** The grid's weekday headers, by their full names. */
function weekdays(): (string | null)[] {
  return Array.from(document.querySelectorAll('thead th')).map((cell) =>
    cell.getAttribute('aria-label'),
  );
}

describe('the date picker’s calendar in the app’s language (issue 28)', () => {
  // Downloaded first, as the layouts' Suspense does in a browser (a suspension under the tests'
  // act() environment is not retried by itself).
  beforeAll(async () => {
    await translations.load(commonCatalogue, 'es');
  });

  it('says the date field’s placeholder and hint in Spanish: AAAA-MM-DD', () => {
    render(
      <LocaleProvider savedLocale="es">
        <LocalizeContext value={(text) => translations.localize('es', text)}>
          <DateField label="Fecha de nacimiento" value="" onChange={() => undefined} />
        </LocalizeContext>
      </LocaleProvider>,
    );
    const field = screen.getByLabelText('Fecha de nacimiento');
    expect(field.getAttribute('placeholder')).toBe('AAAA-MM-DD');
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Escríbela como AAAA-MM-DD o elígela en el calendario.',
    );
  });

  it('says the date and time field’s format in Spanish: AAAA-MM-DD HH:mm', async () => {
    render(
      <LocaleProvider savedLocale="es">
        <LocalizeContext value={(text) => translations.localize('es', text)}>
          <Suspense fallback={null}>
            <DateTimeField
              label="Cuándo"
              value={null}
              onChange={() => undefined}
              stepMinutes={15}
            />
          </Suspense>
        </LocalizeContext>
      </LocaleProvider>,
    );
    const field = await screen.findByLabelText('Cuándo');
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Elige un día y una hora, o escríbelos como AAAA-MM-DD\u00a0HH:mm (24 horas).',
    );
  });

  it('starts the week on Monday in Spanish, with Spanish names', () => {
    renderCalendar('es');
    expect(weekdays()).toEqual([
      'lunes',
      'martes',
      'miércoles',
      'jueves',
      'viernes',
      'sábado',
      'domingo',
    ]);
    expect(screen.getByRole('grid', { name: 'noviembre de 2026' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'miércoles, 25 de noviembre de 2026, seleccionado' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ir al mes siguiente' })).toBeTruthy();
  });

  it('keeps a US English browser’s week, from Sunday, and English names', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US', 'en']);
    renderCalendar('en');
    expect(weekdays()[0]).toBe('Sunday');
    expect(screen.getByRole('grid', { name: 'November 2026' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to the Next Month' })).toBeTruthy();
    vi.restoreAllMocks();
  });
});
