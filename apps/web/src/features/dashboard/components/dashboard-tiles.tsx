import { Link } from 'react-router';
import { dashboardCatalogue } from '@nestling/shared';
import type { Section } from '@/config/sections';
import { useTranslation } from '@/lib/i18n/use-translation';

/**
 * The grid of the dashboard's eight section tiles (spec §2.9); each tile is one link with an
 * icon, the section's name and a one-line description, in the app's language. Two columns on a phone (the line is
 * then only read out, so the eight tiles fit about one screen), four on a wide screen.
 * @param sections the tiles, in display order
 */
export function DashboardTiles({ sections }: { sections: readonly Section[] }) {
  const { t } = useTranslation(dashboardCatalogue);
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {sections.map((section) => (
        <li key={section.path}>
          <Link
            to={section.path}
            className="group flex h-full flex-col gap-2 rounded-3xl border border-ink-900/5 bg-surface p-4 shadow-card transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-lg sm:gap-3 sm:p-5"
          >
            <span
              aria-hidden="true"
              className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100 transition group-hover:bg-accent-50 group-hover:text-accent-700 group-hover:ring-accent-200"
            >
              <section.icon className="size-6" />
            </span>
            <span className="text-base font-bold wrap-break-word hyphens-auto text-ink-900 group-hover:text-brand-700 sm:text-lg">
              {t(`tile.${section.key}.title`)}
            </span>
            {/* On a phone the tiles are a compact two-column grid: the line is still read out. */}
            <span className="text-sm text-ink-600 max-sm:sr-only">
              {t(`tile.${section.key}.description`)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
