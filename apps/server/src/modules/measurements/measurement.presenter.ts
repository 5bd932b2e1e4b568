import type { Measurement } from '@nestling/shared';
import type { MeasurementRecord } from './measurement.repository.js';

/** A measurement as every answer shows it (issue 26): metric, kg and cm. */
export function presentMeasurement(record: MeasurementRecord): Measurement {
  return {
    id: record.id,
    kidId: record.kidId,
    date: record.date,
    weightKg: record.weightKg,
    lengthCm: record.lengthCm,
    headCircumferenceCm: record.headCircumferenceCm,
    position: record.position,
    note: record.note,
    createdBy: record.createdBy,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}
