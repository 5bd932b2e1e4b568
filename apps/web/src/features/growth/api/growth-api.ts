import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  MEASUREMENT_PAGE_SIZES,
  growthAnswerSchema,
  measurementPageSchema,
  measurementSchema,
  type GrowthAnswer,
  type GrowthChartRange,
  type Measurement,
  type MeasurementCreate,
  type MeasurementPage,
  type MeasurementUpdate,
} from '@nestling/shared';
import { API_BASE_URL, apiClient } from '@/lib/api-client';

/** Query keys of growth tracking: everything under `all` refreshes after a change. */
export const growthKeys = {
  all: ['growth'] as const,
  answer: (kidId: number, range: GrowthChartRange | undefined) =>
    ['growth', kidId, 'answer', range ?? 'default'] as const,
  page: (kidId: number, page: number) => ['growth', kidId, 'measurements', page] as const,
};

/** The list's page size: the smallest the API offers (10). */
export const MEASUREMENT_PAGE_SIZE = MEASUREMENT_PAGE_SIZES[0];

/**
 * A kid's growth on the WHO standards (GET /api/kids/:kidId/growth, issue 26): every
 * measurement's ages, z and percentile per indicator, the curves of `range`, gentle flags.
 * @param range 0-2y, 0-5y or 5-19y; undefined: the range of the kid's age today
 * @throws ApiError 404 for a kid that is not the parent's, 0 on network failure
 */
export function getGrowth(
  kidId: number,
  range: GrowthChartRange | undefined,
  signal?: AbortSignal,
): Promise<GrowthAnswer> {
  return apiClient.get(`/kids/${kidId}/growth`, growthAnswerSchema, {
    signal,
    query: { range },
  });
}

/** The growth answer of a kid and range; the previous range stays drawn while the next loads. */
export function useGrowth(kidId: number, range: GrowthChartRange | undefined) {
  return useQuery({
    ...queryOptions({
      queryKey: growthKeys.answer(kidId, range),
      queryFn: ({ signal }) => getGrowth(kidId, range, signal),
    }),
    placeholderData: keepPreviousData,
  });
}

/**
 * One page of a kid's measurements, newest first (GET /api/kids/:kidId/measurements).
 * @returns `{items, total, page, pageSize}` (the one pager's shape)
 */
export function getMeasurements(
  kidId: number,
  page: number,
  signal?: AbortSignal,
): Promise<MeasurementPage> {
  return apiClient.get(`/kids/${kidId}/measurements`, measurementPageSchema, {
    signal,
    query: { page, pageSize: MEASUREMENT_PAGE_SIZE },
  });
}

/** A page of measurements; the previous page stays on screen while the next one loads. */
export function useMeasurements(kidId: number, page: number) {
  return useQuery({
    queryKey: growthKeys.page(kidId, page),
    queryFn: ({ signal }) => getMeasurements(kidId, page, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * Records a measurement (POST /api/kids/:kidId/measurements), metric.
 * @throws ApiError 400 with `details` per field (a date before the birth, an implausible value
 *   naming the plausible range), 404, 0 on network failure
 */
export function useCreateMeasurement(kidId: number) {
  return useMutation({
    mutationFn: (values: MeasurementCreate): Promise<Measurement> =>
      apiClient.post(`/kids/${kidId}/measurements`, values, measurementSchema),
    meta: { invalidates: [growthKeys.all] },
  });
}

/** Corrects a measurement (PATCH /api/kids/:kidId/measurements/:id); null clears a value. */
export function useUpdateMeasurement(kidId: number) {
  return useMutation({
    mutationFn: ({ id, values }: { id: number; values: MeasurementUpdate }): Promise<Measurement> =>
      apiClient.patch(`/kids/${kidId}/measurements/${id}`, values, measurementSchema),
    meta: { invalidates: [growthKeys.all] },
  });
}

/** Deletes a measurement (DELETE /api/kids/:kidId/measurements/:id, 204). */
export function useDeleteMeasurement(kidId: number) {
  return useMutation({
    mutationFn: (id: number): Promise<undefined> =>
      apiClient.delete(`/kids/${kidId}/measurements/${id}`),
    meta: { invalidates: [growthKeys.all] },
  });
}

/**
 * The address of a kid's measurements as CSV, for a plain `<a download>` (a same-origin GET:
 * the session cookie goes along and the browser saves the file).
 */
export function measurementsExportUrl(kidId: number): string {
  return `${API_BASE_URL}/kids/${kidId}/measurements/export`;
}
