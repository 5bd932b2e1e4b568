import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  GROWTH_MESSAGES,
  inchesToCm,
  poundsOuncesToKg,
  type GrowthAnswer,
  type Measurement,
} from '@nestling/shared';
import { buildKid } from '@/entities/kids/testing/build-kid';
import { mockApi } from '@/testing/mock-api';
import { renderFeature } from '@/testing/render-feature';
import { buildGrowth, buildMeasurement, buildScored } from '../testing/build-growth';
import { UNITS_STORAGE_KEY } from '../utils/units';
import { GrowthSection } from './growth-section';

const kid = buildKid({ id: 12, name: 'Mia', dob: '2025-09-10', gender: 'Female' });
const GROWTH = `GET /api/kids/${kid.id}/growth`;
const LIST = `GET /api/kids/${kid.id}/measurements`;
const ADD = `POST /api/kids/${kid.id}/measurements`;

function page(items: Measurement[]) {
  return { items, total: items.length, page: 1, pageSize: 10 };
}

function growthApi(growth: GrowthAnswer, items: Measurement[] = [], extra = {}) {
  return mockApi({
    [GROWTH]: { status: 200, body: growth },
    [LIST]: { status: 200, body: page(items) },
    ...extra,
  });
}

beforeEach(() => {
  window.localStorage.clear();
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
    () => new DOMRect(0, 0, 320, 256),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('GrowthSection (issue 26)', () => {
  it('says the latest percentile in words and a gentle flag naming the WHO source', async () => {
    growthApi(
      buildGrowth({
        measurements: [buildScored({ id: 1 }, 61.8)],
        flags: [
          {
            indicator: 'weightForAge',
            kind: 'abovePlus2',
            date: '2026-09-10',
            z: 2.3,
            previousZ: null,
            message: `Weight-for-age is above the +2 z-score line. ${GROWTH_MESSAGES.worthMentioning}`,
            source: 'WHO Child Growth Standards (2006); WHO Training Course',
          },
        ],
      }),
      [buildMeasurement()],
    );
    renderFeature(<GrowthSection kid={kid} />);
    expect(await screen.findByText('weight: 62nd percentile')).toBeTruthy();
    const flags = screen.getByRole('list', { name: 'Worth mentioning' });
    expect(within(flags).getByText(/Worth mentioning to your paediatrician\.$/)).toBeTruthy();
    expect(within(flags).getByText(/^Source: WHO Child Growth Standards \(2006\)/)).toBeTruthy();
    // The list shows the measurement, in metric by default.
    expect(await screen.findByText('Weight 9.2 kg · Length/height 74.5 cm (lying)')).toBeTruthy();
  });

  it('says when there is nothing yet: no percentiles, no charts, an empty list', async () => {
    growthApi(buildGrowth());
    renderFeature(<GrowthSection kid={kid} />);
    expect(
      await screen.findByText('Percentiles appear here once you add a measurement.'),
    ).toBeTruthy();
    expect(await screen.findByText('No measurements yet. Add the first one above.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Charts' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Export CSV/ })).toBeNull();
  });

  it('says ages are corrected for a kid born before 37 weeks', async () => {
    const preterm = { ...kid, gestationalAge: { weeks: 32, days: 3 } };
    growthApi(buildGrowth({ gestationalAge: { weeks: 32, days: 3 }, correctsAge: true }));
    renderFeature(<GrowthSection kid={preterm} />);
    expect(
      await screen.findByText(`Mia was born at 32 weeks 3 days. ${GROWTH_MESSAGES.correctedAge}`),
    ).toBeTruthy();
  });

  it('shows the notice for a kid whose gender is Other', async () => {
    growthApi(
      buildGrowth({
        sex: null,
        gender: 'Other',
        curves: [],
        notice: GROWTH_MESSAGES.noStandardForGender,
      }),
    );
    renderFeature(<GrowthSection kid={{ ...kid, gender: 'Other' }} />);
    expect(await screen.findByText(GROWTH_MESSAGES.noStandardForGender)).toBeTruthy();
  });

  it('offers to try again when the growth cannot be loaded', async () => {
    let fail = true;
    mockApi({
      [GROWTH]: () =>
        fail
          ? { status: 500, body: { error: 'Boom.', code: 'INTERNAL' } }
          : { status: 200, body: buildGrowth() },
      [LIST]: { status: 200, body: page([]) },
    });
    const { user } = renderFeature(<GrowthSection kid={kid} />);
    expect(await screen.findByText('The growth charts could not be loaded.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('Percentiles appear here once you add a measurement.'),
    ).toBeTruthy();
  });

  it('draws a chart with the kid’s points and a table alternative', async () => {
    growthApi(buildGrowth({ measurements: [buildScored({ id: 1 }, 61.8)] }), [buildMeasurement()]);
    renderFeature(<GrowthSection kid={kid} />);
    // happy-dom's IntersectionObserver never reports: without one, the charts load at once.
    vi.stubGlobal('IntersectionObserver', undefined);
    const chart = await screen.findByRole('img', { name: /^Weight-for-age: the WHO's 3rd/ });
    expect(chart.getAttribute('aria-label')).toMatch(
      /with 1 measurement; the latest, on .+, is on the 62nd percentile\.$/,
    );
    const table = await screen.findByRole('table', { name: 'Weight-for-age' });
    expect(within(table).getByText('12 months')).toBeTruthy();
    expect(within(table).getByText('62nd percentile')).toBeTruthy();
  });
});

describe('the add-measurement form', () => {
  it('takes imperial units, remembers them, and sends metric values', async () => {
    const { requests } = growthApi(buildGrowth(), [], {
      [ADD]: { status: 201, body: buildMeasurement({ weightKg: 9.185, lengthCm: 74.93 }) },
    });
    const { user } = renderFeature(<GrowthSection kid={kid} />);
    await screen.findByRole('form', { name: 'Add a measurement' });
    await user.click(screen.getByRole('button', { name: 'Imperial (lb, in)' }));
    expect(window.localStorage.getItem(UNITS_STORAGE_KEY)).toBe('imperial');
    // The form starts afresh in the new units.
    const form = screen.getByRole('form', { name: 'Add a measurement' });
    expect(within(form).queryByLabelText('Weight (kg)')).toBeNull();
    const date = within(form).getByLabelText('Date', { exact: true });
    await user.clear(date);
    await user.type(date, '2026-09-10');
    await user.type(within(form).getByLabelText('Weight (lb)'), '20');
    await user.type(within(form).getByLabelText('and oz'), '4');
    await user.type(within(form).getByLabelText('Length/height (in)'), '29.5');
    await user.selectOptions(within(form).getByLabelText('Measured'), 'lying');
    await user.click(within(form).getByRole('button', { name: 'Add measurement' }));
    expect(await within(form).findByText('Measurement added.')).toBeTruthy();
    const sent = requests.find((request) => request.method === 'POST');
    expect(sent?.body).toEqual({
      date: '2026-09-10',
      weightKg: poundsOuncesToKg(20, 4),
      lengthCm: inchesToCm(29.5),
      position: 'lying',
    });
    expect(sent?.body).toMatchObject({ weightKg: 9.185, lengthCm: 74.93 });
  });

  it('sends nothing without any value, and says so under the weight', async () => {
    const { requests } = growthApi(buildGrowth());
    const { user } = renderFeature(<GrowthSection kid={kid} />);
    const form = await screen.findByRole('form', { name: 'Add a measurement' });
    await user.click(within(form).getByRole('button', { name: 'Add measurement' }));
    expect(await within(form).findByText(GROWTH_MESSAGES.valueRequired)).toBeTruthy();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('shows the server’s plausibility message under the field', async () => {
    const message = `${GROWTH_MESSAGES.weightImplausibleForAge} Plausible at this age: 4.2 to 17.7 kg.`;
    growthApi(buildGrowth(), [], {
      [ADD]: {
        status: 400,
        body: {
          error: message,
          code: 'IMPLAUSIBLE_MEASUREMENT',
          details: [{ path: 'weightKg', message }],
        },
      },
    });
    const { user } = renderFeature(<GrowthSection kid={kid} />);
    const form = await screen.findByRole('form', { name: 'Add a measurement' });
    await user.type(within(form).getByLabelText('Weight (kg)'), '40');
    await user.click(within(form).getByRole('button', { name: 'Add measurement' }));
    expect(await within(form).findByText(message)).toBeTruthy();
    expect(within(form).getByText('Please check the marked fields.')).toBeTruthy();
  });
});

describe('the measurement list', () => {
  it('corrects a measurement in place and deletes one after a confirmation', async () => {
    const measurement = buildMeasurement({ id: 5, note: 'clinic' });
    const { requests } = growthApi(
      buildGrowth({ measurements: [buildScored({ id: 5 })] }),
      [measurement],
      {
        [`PATCH /api/kids/${kid.id}/measurements/5`]: {
          status: 200,
          body: { ...measurement, weightKg: 9.4 },
        },
        [`DELETE /api/kids/${kid.id}/measurements/5`]: { status: 204 },
      },
    );
    const { user } = renderFeature(<GrowthSection kid={kid} />);
    await user.click(await screen.findByRole('button', { name: /^Edit the measurement of/ }));
    const edit = screen.getByRole('form', { name: 'Edit measurement' });
    const weight = within(edit).getByLabelText('Weight (kg)');
    expect((weight as HTMLInputElement).value).toBe('9.2');
    await user.clear(weight);
    await user.type(weight, '9.4');
    await user.click(within(edit).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Edit measurement' })).toBeNull(),
    );
    expect(requests.find((request) => request.method === 'PATCH')?.body).toEqual({
      date: '2026-09-10',
      weightKg: 9.4,
      lengthCm: 74.5,
      headCircumferenceCm: null,
      position: 'lying',
      note: 'clinic',
    });

    await user.click(screen.getByRole('button', { name: /^Delete the measurement of/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this measurement?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'DELETE')).toBe(true));
  });
});
