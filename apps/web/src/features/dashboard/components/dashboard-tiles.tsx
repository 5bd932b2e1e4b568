import { Link } from 'react-router';
import type { Section } from '@/config/sections';

/**
 * The grid of the dashboard's eight section tiles (spec §2.9); each tile is one link with an
 * emoji, the section's name and a one-line description.
 * @param sections the tiles, in display order
 */
export function DashboardTiles({ sections }: { sections: readonly Section[] }) {
  return (
    <ul className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-4">
      {sections.map((section) => (
        <li key={section.path}>
          <Link
            to={section.path}
            className="group flex h-full flex-col gap-3 rounded-3xl border border-ink-900/5 bg-white p-5 shadow-card transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-lg"
          >
            <span
              aria-hidden="true"
              className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-2xl ring-1 ring-brand-100 transition group-hover:bg-accent-50 group-hover:ring-accent-200"
            >
              {section.emoji}
            </span>
            <span className="text-lg font-bold text-ink-900 group-hover:text-brand-700">
              {section.title}
            </span>
            <span className="text-sm text-ink-600">{section.description}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
