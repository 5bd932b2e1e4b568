import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Measurement, MeasurementUnits } from '@nestling/shared';
import { useCan } from '@/entities/parent/api/use-can';
import { Button, ConfirmDialog, Pager, QueryStatus } from '@/components/ui';
import { MEASUREMENT_PAGE_SIZE, useDeleteMeasurement, useMeasurements } from '../api/growth-api';
import { useGrowthTexts } from '../hooks/use-growth-texts';
import { formatMeasurementDate, type GrowthTexts } from '../utils/growth-text';
import { formatLength, formatWeight } from '../utils/units';
import { MeasurementForm } from './measurement-form';

/** A measurement's values in one line, in the chosen units and the app's language. */
export function measurementSummary(
  { t, locale }: GrowthTexts,
  measurement: Measurement,
  units: MeasurementUnits,
): string {
  const parts: string[] = [];
  if (measurement.weightKg !== null) {
    parts.push(t('list.weight', { value: formatWeight(measurement.weightKg, units, locale) }));
  }
  if (measurement.lengthCm !== null) {
    const value = formatLength(measurement.lengthCm, units, locale);
    const { position } = measurement;
    parts.push(
      position ? t('list.lengthPosition', { value, position }) : t('list.length', { value }),
    );
  }
  if (measurement.headCircumferenceCm !== null) {
    parts.push(
      t('list.head', { value: formatLength(measurement.headCircumferenceCm, units, locale) }),
    );
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
  const texts = useGrowthTexts();
  const { t, localize } = texts;
  const dateOf = (isoDate: string) => formatMeasurementDate(texts, isoDate);

  if (!list.isSuccess) {
    return <QueryStatus query={list} loading={t('list.loading')} failed={t('list.failed')} />;
  }
  const { items, total } = list.data;
  const pageCount = Math.max(1, Math.ceil(total / MEASUREMENT_PAGE_SIZE));
  if (total === 0) {
    return (
      <p className="rounded-2xl bg-canvas px-4 py-6 text-center text-ink-700 ring-1 ring-ink-900/5">
        {t('list.empty')}
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
                  <p className="font-bold text-ink-900">{dateOf(measurement.date)}</p>
                  <p className="text-sm text-ink-800">
                    {measurementSummary(texts, measurement, units)}
                  </p>
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
                      aria-label={t('list.editLabel', { date: dateOf(measurement.date) })}
                    >
                      <Pencil aria-hidden="true" className="size-4" /> {t('list.edit')}
                    </Button>
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => {
                        removal.reset();
                        setDeleting(measurement);
                      }}
                      aria-label={t('list.deleteLabel', { date: dateOf(measurement.date) })}
                    >
                      <Trash2 aria-hidden="true" className="size-4" /> {t('list.delete')}
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
          label={t('list.pages')}
          busy={list.isFetching}
        />
      )}
      <ConfirmDialog
        open={deleting !== undefined}
        title={t('delete.title')}
        description={
          deleting
            ? t('delete.description', {
                date: dateOf(deleting.date),
                summary: measurementSummary(texts, deleting, units),
              })
            : ''
        }
        confirmLabel={t('list.delete')}
        pendingLabel={t('delete.pending')}
        isPending={removal.isPending}
        error={removal.error ? localize(removal.error.message) : undefined}
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
