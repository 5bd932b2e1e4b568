import { Paperclip } from 'lucide-react';
import type { ReactNode } from 'react';
import type { HealthLog } from '@nestling/shared';
import { useCan } from '@/entities/parent/api/use-can';
import { Button } from '@/components/ui';
import { resolveMediaUrl } from '@/lib/format';
import { useHealthTexts } from '../hooks/use-health-texts';
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
/** The self-assessment's answers a log lists, in order (spec §5; `moodToday` is its Mood). */
const ANSWERED = ['enjoyedDay', 'schoolDay', 'bullied'] as const;

export function HealthLogItem({ log, onEdit, onDelete }: HealthLogItemProps) {
  const { t, logDate, moodLabel, answerLabel } = useHealthTexts();
  const isAssessment = log.source === 'self-assessment';
  const answers = log.selfAssessment;
  const date = logDate(log.date, 'long');
  const documentUrl = log.document ? resolveMediaUrl(log.document.url) : undefined;
  // A caregiver edits and deletes only what they wrote (issue 24).
  const mayChange = useCan().changeRecord(log.createdBy);
  return (
    <article
      aria-label={t(isAssessment ? 'item.assessmentOf' : 'item.logOf', { date })}
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
            {isAssessment ? t('screen.selfAssessment') : t('item.log')}
          </p>
          <AddedBy createdBy={log.createdBy} />
        </div>
        {mayChange && (
          <div className="flex gap-2">
            {!isAssessment && (
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('list.editLogOf', { date })}
                onClick={() => onEdit(log)}
              >
                {t('item.edit')}
              </Button>
            )}
            <Button
              variant="ghost"
              size="sm"
              aria-label={t(isAssessment ? 'item.deleteAssessmentOf' : 'item.deleteLogOf', {
                date,
              })}
              onClick={() => onDelete(log)}
            >
              <span className="text-danger-700">{t('item.delete')}</span>
            </Button>
          </div>
        )}
      </header>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        {log.mood && <Detail term={t('form.mood')}>{moodLabel(log.mood)}</Detail>}
        {log.sleep !== null && (
          <Detail term={t('item.sleep')}>{t('item.hours', { hours: log.sleep })}</Detail>
        )}
        {answers && (
          <>
            {ANSWERED.map((question) => (
              <Detail key={question} term={t(`item.${question}`)}>
                {answerLabel(question, answers[question])}
              </Detail>
            ))}
            {answers.happyReason && (
              <Detail term={t('item.happyBecause')}>{answers.happyReason}</Detail>
            )}
            {answers.sadReason && <Detail term={t('item.sadBecause')}>{answers.sadReason}</Detail>}
          </>
        )}
        {log.notes && <Detail term={t('form.notes')}>{log.notes}</Detail>}
        {log.medicalInfo && <Detail term={t('form.medicalInfo')}>{log.medicalInfo}</Detail>}
        {log.vaccination && <Detail term={t('form.vaccination')}>{log.vaccination}</Detail>}
        {log.document && documentUrl && (
          <Detail term={t('item.document')}>
            <a
              href={documentUrl}
              download={log.document.name}
              className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline decoration-brand-300 underline-offset-4 hover:text-brand-800"
            >
              <Paperclip aria-hidden="true" className="size-4 shrink-0" />
              <span className="break-all">{log.document.name}</span>
              <span className="sr-only">{t('item.download')}</span>
            </a>
          </Detail>
        )}
      </dl>
    </article>
  );
}
