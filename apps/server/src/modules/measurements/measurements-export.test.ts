import { beforeAll, describe, expect, it } from 'vitest';
import { GROWTH_INDICATOR_INFO, GROWTH_INDICATORS } from '@nestling/shared';
import { loadTranslations } from '../../lib/request-locale.js';
import { measurementExportColumns } from './measurements-export.js';

beforeAll(async () => {
  await loadTranslations();
});

describe('the measurements CSV’s header row (decision 076)', () => {
  it('names the indicators by GROWTH_INDICATOR_INFO’s labels in English', () => {
    expect(measurementExportColumns('en')).toEqual([
      'Date',
      'Age (days)',
      'Age for the standards (days)',
      'Weight (kg)',
      'Length/height (cm)',
      'Position',
      'Head circumference (cm)',
      ...GROWTH_INDICATORS.flatMap((indicator) => [
        `${GROWTH_INDICATOR_INFO[indicator].label} z`,
        `${GROWTH_INDICATOR_INFO[indicator].label} percentile`,
      ]),
      'Note',
    ]);
  });

  it('says it in Spanish with the WHO’s Spanish names of the indicators', () => {
    const columns = measurementExportColumns('es');
    expect(columns).toHaveLength(measurementExportColumns('en').length);
    expect(columns.slice(0, 4)).toEqual([
      'Fecha',
      'Edad (días)',
      'Edad para los patrones (días)',
      'Peso (kg)',
    ]);
    expect(columns).toContain('Peso para la edad z');
    expect(columns).toContain('Longitud/estatura para la edad percentil');
    expect(columns.at(-1)).toBe('Nota');
  });
});
