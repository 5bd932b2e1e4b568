import { Paperclip } from 'lucide-react';
import type { ReactNode } from 'react';
import type { HealthLog } from '@nestling/shared';
import { useCan } from '@/entities/parent/api/use-can';
import { Button } from '@/components/ui';
import { resolveMediaUrl } from '@/lib/format';
import { answerLabel, formatLogDate, formatSleep, moodLabel } from '../utils/format';
import { AddedBy } from '@/entities/parent/components/added-by';

export interface HealthLogItemProps {
  log: HealthLog;
  onEdit: (log: HealthLog) => void;
  onDelete: (log: HealthLog) => void;
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-bold tracking-wide text-ink-600 uppercase">{term}</dt>
      <dd className="mt-0.5 break-words whitespace-pre-line text-ink-900">{children}</dd>
    </div>
  );
}

/**
 * One entry of the log list (issue 5): its date and kind, then what was recorded — mood,
 * sleep, notes, medical info, vaccination, the self-assessment's answers — and the document as
 * a download link; Edit (health logs only: a child's answers are theirs) and Delete.
 */
export function HealthLogItem({ log, onEdit, onDelete }: HealthLogItemProps) {
  const isAssessment = log.source === 'self-assessment';
  const answers = log.selfAssessment;
  const date = formatLogDate(log.date, 'long');
  const documentUrl = log.document ? resolveMediaUrl(log.document.url) : undefined;
  // A caregiver edits and deletes only what they wrote (issue 24).
  const mayChange = useCan().changeRecord(log.createdBy);
  return (
    <article
      aria-label={`${isAssessment ? 'Self-assessment' : 'Health log'} of ${date}`}
      className="rounded-2xl bg-surface p-4 ring-1 ring-ink-900/10 sm:p-5"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="font-extrabold text-ink-900">{date}</h3>
          <p
            className={
              isAssessment
                ? 'mt-1 inline-block rounded-full bg-accent-100 px-2.5 py-0.5 text-xs font-bold text-accent-700'
                : 'mt-1 inline-block rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-bold text-brand-800'
            }
          >
            {isAssessment ? 'Self-assessment' : 'Health log'}
          </p>
          <AddedBy createdBy={log.createdBy} />
        </div>
        {mayChange && (
          <div className="flex gap-2">
            {!isAssessment && (
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Edit health log of ${date}`}
                onClick={() => onEdit(log)}
              >
                Edit
              </Button>
            )}
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Delete ${isAssessment ? 'self-assessment' : 'health log'} of ${date}`}
              onClick={() => onDelete(log)}
            >
              <span className="text-danger-700">Delete</span>
            </Button>
          </div>
        )}
      </header>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        {log.mood && <Detail term="Mood">{moodLabel(log.mood)}</Detail>}
        {log.sleep !== null && <Detail term="Sleep">{formatSleep(log.sleep)}</Detail>}
        {answers && (
          <>
            <Detail term="Enjoyed the day">{answerLabel('enjoyedDay', answers.enjoyedDay)}</Detail>
            <Detail term="School day">{answerLabel('schoolDay', answers.schoolDay)}</Detail>
            <Detail term="Bullied">{answerLabel('bullied', answers.bullied)}</Detail>
            {answers.happyReason && <Detail term="Happy because">{answers.happyReason}</Detail>}
            {answers.sadReason && <Detail term="Sad because">{answers.sadReason}</Detail>}
          </>
        )}
        {log.notes && <Detail term="Notes">{log.notes}</Detail>}
        {log.medicalInfo && <Detail term="Medical info">{log.medicalInfo}</Detail>}
        {log.vaccination && <Detail term="Vaccination">{log.vaccination}</Detail>}
        {log.document && documentUrl && (
          <Detail term="Document">
            <a
              href={documentUrl}
              download={log.document.name}
              className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline decoration-brand-300 underline-offset-4 hover:text-brand-800"
            >
              <Paperclip aria-hidden="true" className="size-4 shrink-0" />
              <span className="break-all">{log.document.name}</span>
              <span className="sr-only">(download)</span>
            </a>
          </Detail>
        )}
      </dl>
    </article>
  );
}
