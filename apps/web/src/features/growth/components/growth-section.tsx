import { Download, Info } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import {
  GROWTH_CHART_RANGES,
  MEASUREMENT_UNITS,
  type GrowthChartRange,
  type Kid,
} from '@nestling/shared';
import { buttonClasses, Card, QueryStatus, SectionTitle } from '@/components/ui';
import { measurementsExportUrl, useGrowth } from '../api/growth-api';
import { useGrowthTexts } from '../hooks/use-growth-texts';
import { flagInWords, latestPercentiles } from '../utils/growth-text';
import { useMeasurementUnits } from '../utils/units';
import { LazyGrowthCharts } from './lazy-growth-charts';
import { MeasurementForm } from './measurement-form';
import { MeasurementList } from './measurement-list';

/** A row of toggle buttons, one pressed (a keyboard user tabs to each, Enter or Space picks). */
function Toggle<Value extends string>({
  label,
  values,
  labelOf,
  value,
  onChange,
}: {
  label: string;
  values: readonly Value[];
  labelOf: (value: Value) => string;
  value: Value | undefined;
  onChange: (value: Value) => void;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex flex-wrap gap-1 rounded-xl bg-canvas p-1 ring-1 ring-ink-900/10"
    >
      {values.map((item) => (
        <button
          key={item}
          type="button"
          aria-pressed={item === value}
          onClick={() => onChange(item)}
          className={`rounded-lg px-3 py-1.5 text-sm font-semibold ${
            item === value ? 'bg-brand-600 text-on-fill' : 'text-ink-700 hover:bg-ink-900/5'
          }`}
        >
          {labelOf(item)}
        </button>
      ))}
    </div>
  );
}

function Panel({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-lg font-extrabold text-ink-900">{title}</h3>
        {action}
      </div>
      {children}
    </div>
  );
}

/**
 * The Growth section of a kid's health tracker (issue 26): the add-measurement form, the
 * latest percentiles in words, gentle flags naming the WHO source, a chart per indicator over
 * the WHO's curves (0–2, 0–5 or 5–19 years), and the paged list with edit and delete. Units
 * are metric or imperial (remembered on this device; stored metric). Ages are corrected for a
 * kid born before 37 weeks until 24 months, and the section says so.
 */
export function GrowthSection({ kid }: { kid: Kid }) {
  const [units, setUnits] = useMeasurementUnits();
  const [range, setRange] = useState<GrowthChartRange>();
  const growth = useGrowth(kid.id, range);
  const answer = growth.data;
  const gestation = kid.gestationalAge;
  const texts = useGrowthTexts();
  const { t, localize } = texts;
  const latest = answer ? latestPercentiles(texts, answer) : [];

  return (
    <section aria-labelledby="section-growth">
      <Card className="space-y-6 p-5 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <SectionTitle
            id="section-growth"
            title={t('section.title')}
            description={t('section.description')}
          />
          <Toggle
            label={t('section.units')}
            values={MEASUREMENT_UNITS}
            labelOf={(item) => t(`units.${item}`)}
            value={units}
            onChange={setUnits}
          />
        </div>

        {answer?.correctsAge && gestation && (
          <p className="flex gap-2 rounded-2xl bg-info-50 px-4 py-3 text-sm text-ink-800 ring-1 ring-info-700/20">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-info-700" />
            <span>
              {t('section.bornAt', {
                name: kid.name,
                weeks: gestation.weeks,
                days: gestation.days,
              })}{' '}
              {t('growth.correctedAge')}
            </span>
          </p>
        )}
        {answer?.notice && (
          <p className="flex gap-2 rounded-2xl bg-info-50 px-4 py-3 text-sm text-ink-800 ring-1 ring-info-700/20">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-info-700" />
            <span>{localize(answer.notice)}</span>
          </p>
        )}

        <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
          <Panel title={t('section.add')}>
            {/* A change of units starts the form afresh: what was typed was in the other unit. */}
            <MeasurementForm key={units} kidId={kid.id} dob={kid.dob} units={units} />
          </Panel>
          <Panel title={t('section.latest')}>
            {!growth.isSuccess ? (
              <QueryStatus
                query={growth}
                loading={t('section.loading')}
                failed={t('section.failed')}
              />
            ) : latest.length === 0 ? (
              <p className="rounded-2xl bg-canvas px-4 py-6 text-center text-ink-700 ring-1 ring-ink-900/5">
                {answer?.measurements.length
                  ? t('section.noPercentiles')
                  : t('section.percentilesLater')}
              </p>
            ) : (
              <ul className="space-y-1" aria-label={t('section.latest')}>
                {latest.map((item) => (
                  <li key={item.indicator} className="text-ink-900">
                    <span className="font-semibold">{item.text}</span>
                  </li>
                ))}
              </ul>
            )}
            {answer && answer.flags.length > 0 && (
              <ul className="space-y-2" aria-label={t('section.flags')}>
                {answer.flags.map((flag) => {
                  const words = flagInWords(texts, flag);
                  return (
                    <li
                      key={`${flag.indicator}-${flag.kind}`}
                      className="rounded-2xl bg-accent-50 px-4 py-3 text-sm text-ink-900 ring-1 ring-accent-500/30"
                    >
                      <p>{words.text}</p>
                      <p className="mt-1 text-xs text-ink-600">{words.source}</p>
                    </li>
                  );
                })}
              </ul>
            )}
          </Panel>
        </div>

        {answer && answer.curves.length > 0 && answer.measurements.length > 0 && (
          <Panel
            title={t('section.charts')}
            action={
              <Toggle
                label={t('section.ageRange')}
                values={Object.keys(GROWTH_CHART_RANGES) as GrowthChartRange[]}
                labelOf={(item) => t(`range.${item}`)}
                value={range ?? answer.range}
                onChange={setRange}
              />
            }
          >
            <LazyGrowthCharts growth={answer} units={units} />
            <p className="text-xs text-ink-600">{t('section.chartsSource')}</p>
          </Panel>
        )}

        <Panel
          title={t('section.measurements')}
          action={
            answer && answer.measurements.length > 0 ? (
              <a
                href={measurementsExportUrl(kid.id)}
                download
                className={buttonClasses('secondary', 'sm')}
              >
                <Download aria-hidden="true" className="size-4" /> {t('section.export')}
              </a>
            ) : undefined
          }
        >
          <MeasurementList kidId={kid.id} dob={kid.dob} units={units} />
        </Panel>
      </Card>
    </section>
  );
}
