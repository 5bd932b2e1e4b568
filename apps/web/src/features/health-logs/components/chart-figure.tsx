import type { ReactNode } from 'react';

export interface ChartFigureProps {
  title: string;
  /** One sentence saying what the chart shows, read out instead of the drawing. */
  summary: string;
  /** A line under the drawing saying how to read it (e.g. how several entries on a day show). */
  note?: string;
  /** The data as a table for screen readers: column headings and rows of cells. */
  table: { columns: readonly string[]; rows: readonly (readonly string[])[] };
  /** The drawing (a Recharts chart in a ResponsiveContainer). */
  children: ReactNode;
}

/**
 * A chart with its text alternatives (WCAG 1.1.1): the drawing is one image named by the
 * summary sentence (role="img" + aria-label), and the same data follows in a visually hidden
 * table.
 */
export function ChartFigure({ title, summary, note, table, children }: ChartFigureProps) {
  return (
    <figure className="relative min-w-0 rounded-2xl bg-surface p-3 ring-1 ring-ink-900/10 sm:p-4">
      <figcaption className="mb-2 px-1 text-sm font-bold text-ink-800">{title}</figcaption>
      <div role="img" aria-label={summary} className="h-56 w-full sm:h-64">
        {/* The drawing itself is not read out: the label and the table say what it shows. */}
        <div aria-hidden="true" className="size-full">
          {children}
        </div>
      </div>
      {note && <p className="mt-2 px-1 text-xs text-ink-600">{note}</p>}
      {/* A table box ignores overflow, so the hiding wrapper is a div. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.join('|')}>
                {row.map((cell, index) => (
                  <td key={`${index}-${cell}`}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
