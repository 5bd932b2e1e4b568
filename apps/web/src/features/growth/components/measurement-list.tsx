import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Measurement, MeasurementUnits } from '@nestling/shared';
import { useCan } from '@/entities/parent/api/use-can';
import { Button, ConfirmDialog, Pager, QueryStatus } from '@/components/ui';
import { MEASUREMENT_PAGE_SIZE, useDeleteMeasurement, useMeasurements } from '../api/growth-api';
import { formatMeasurementDate } from '../utils/growth-text';
import { formatLength, formatWeight } from '../utils/units';
import { MeasurementForm } from './measurement-form';

/** A measurement's values in one line, in the chosen units. */
export function measurementSummary(measurement: Measurement, units: MeasurementUnits): string {
  const parts: string[] = [];
  if (measurement.weightKg !== null) {
    parts.push(`Weight ${formatWeight(measurement.weightKg, units)}`);
  }
  if (measurement.lengthCm !== null) {
    const position = measurement.position ? ` (${measurement.position})` : '';
    parts.push(`Length/height ${formatLength(measurement.lengthCm, units)}${position}`);
  }
  if (measurement.headCircumferenceCm !== null) {
    parts.push(`Head ${formatLength(measurement.headCircumferenceCm, units)}`);
  }
  return parts.join(' · ');
}

export interface MeasurementListProps {
  kidId: number;
  dob: string;
  units: MeasurementUnits;
}

/**
 * The kid's measurements, newest first, ten a page with the one pager; each can be corrected in
 * place or deleted after a confirmation.
 */
export function MeasurementList({ kidId, dob, units }: MeasurementListProps) {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<number>();
  const [deleting, setDeleting] = useState<Measurement>();
  const list = useMeasurements(kidId, page);
  const removal = useDeleteMeasurement(kidId);
  // A caregiver edits and deletes only the measurements they wrote (issue 24).
  const can = useCan();

  if (!list.isSuccess) {
    return (
      <QueryStatus
        query={list}
        loading="Loading measurements..."
        failed="The measurements could not be loaded."
      />
    );
  }
  const { items, total } = list.data;
  const pageCount = Math.max(1, Math.ceil(total / MEASUREMENT_PAGE_SIZE));
  if (total === 0) {
    return (
      <p className="rounded-2xl bg-canvas px-4 py-6 text-center text-ink-700 ring-1 ring-ink-900/5">
        No measurements yet. Add the first one above.
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-ink-900/10 rounded-2xl ring-1 ring-ink-900/10">
        {items.map((measurement) => (
          <li key={measurement.id} className="p-4">
            {editing === measurement.id ? (
              <MeasurementForm
                key={units}
                kidId={kidId}
                dob={dob}
                units={units}
                measurement={measurement}
                onSaved={() => setEditing(undefined)}
                onCancel={() => setEditing(undefined)}
              />
            ) : (
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-bold text-ink-900">
                    {formatMeasurementDate(measurement.date)}
                  </p>
                  <p className="text-sm text-ink-800">{measurementSummary(measurement, units)}</p>
                  {measurement.note && (
                    <p className="mt-1 text-sm break-words whitespace-pre-line text-ink-600">
                      {measurement.note}
                    </p>
                  )}
                </div>
                {can.changeRecord(measurement.createdBy) && (
                  <div className="flex gap-2">
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => setEditing(measurement.id)}
                      aria-label={`Edit the measurement of ${formatMeasurementDate(measurement.date)}`}
                    >
                      <Pencil aria-hidden="true" className="size-4" /> Edit
                    </Button>
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => {
                        removal.reset();
                        setDeleting(measurement);
                      }}
                      aria-label={`Delete the measurement of ${formatMeasurementDate(measurement.date)}`}
                    >
                      <Trash2 aria-hidden="true" className="size-4" /> Delete
                    </Button>
                  </div>
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
      {pageCount > 1 && (
        <Pager
          page={page}
          pageCount={pageCount}
          onPageChange={setPage}
          label="Measurement pages"
          busy={list.isFetching}
        />
      )}
      <ConfirmDialog
        open={deleting !== undefined}
        title="Delete this measurement?"
        description={
          deleting
            ? `The measurement of ${formatMeasurementDate(deleting.date)} (${measurementSummary(deleting, units)}) will be deleted. This cannot be undone.`
            : ''
        }
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        isPending={removal.isPending}
        error={removal.error?.message}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => {
          if (!deleting) return;
          removal.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(undefined);
              // The last item of a later page gone: show the page before.
              if (items.length === 1 && page > 1) setPage(page - 1);
            },
          });
        }}
      />
    </div>
  );
}
