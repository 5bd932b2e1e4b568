import { useId, type ReactNode } from 'react';
import { friendsCatalogue, type FriendRequest } from '@nestling/shared';
import { Card } from '@/components/ui';
import { formatDateTime } from '@/lib/dates';
import { useLocale } from '@/lib/i18n/locale-context';
import { useTranslation } from '@/lib/i18n/use-translation';
import { RequestStatusBadge } from './request-status-badge';

export interface RequestsTableProps {
  title: string;
  /** The party column's header ('To' or 'From') and the date column's ('Sent On', 'Received On'). */
  partyHeader: string;
  dateHeader: string;
  /** Which parent the party column names: the receiver (sent) or the sender (received). */
  party: (request: FriendRequest) => FriendRequest['sender'];
  emptyText: string;
  requests: readonly FriendRequest[];
  /** The buttons of a row (only pending rows have any). */
  actions: (request: FriendRequest) => ReactNode;
}

/** A cell's column name, shown inside the cell on a phone, where the requests are cards. */
function CellLabel({ children }: { children: ReactNode }) {
  return <span className="w-24 shrink-0 font-semibold text-ink-700 sm:hidden">{children}</span>;
}

const CELL = 'flex gap-3 py-1 sm:table-cell sm:py-3 sm:pr-3';

/**
 * One of My Requests' two tables (spec §2.19): the other parent (and the kid the request is
 * about), the meetup asked for, the status, and the date in the viewer's locale, newest first;
 * the empty text when there are none. On a phone (below `sm`) each request is a card with
 * every column's name beside its value, so "Sent On", the status and Cancel all show (issue
 * 29, defect 3); the ARIA table roles keep it a table for assistive technology in both layouts.
 * From `sm` it is a table, scrolling sideways inside itself if it must.
 */
export function RequestsTable({
  title,
  partyHeader,
  dateHeader,
  party,
  emptyText,
  requests,
  actions,
}: RequestsTableProps) {
  const { t } = useTranslation(friendsCatalogue);
  const { locale } = useLocale();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card className="space-y-4 p-4 sm:p-6">
        <h2 id={headingId} className="text-xl font-extrabold tracking-tight text-ink-900">
          {title}
        </h2>
        {requests.length === 0 ? (
          <p className="text-ink-700">{emptyText}</p>
        ) : (
          <div
            className="relative sm:-mx-1 sm:overflow-x-auto sm:px-1"
            // A focusable scroll region, so keyboard users can scroll it sideways too.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            role="region"
            aria-labelledby={headingId}
          >
            {/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- explicit roles: a table shown as cards on a phone keeps its rows and cells for screen readers (WebKit drops them when `display` changes) */}
            <table
              role="table"
              className="block w-full text-left text-sm sm:table sm:min-w-[36rem]"
            >
              <thead role="rowgroup" className="hidden sm:table-header-group">
                <tr role="row" className="border-b border-ink-900/10 text-ink-700">
                  <th role="columnheader" scope="col" className="py-2 pr-3 font-semibold">
                    {partyHeader}
                  </th>
                  <th role="columnheader" scope="col" className="py-2 pr-3 font-semibold">
                    {t('columns.meetup')}
                  </th>
                  <th role="columnheader" scope="col" className="py-2 pr-3 font-semibold">
                    {t('columns.status')}
                  </th>
                  <th role="columnheader" scope="col" className="py-2 pr-3 font-semibold">
                    {dateHeader}
                  </th>
                  <th role="columnheader" scope="col" className="py-2 font-semibold">
                    <span className="sr-only">{t('columns.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody role="rowgroup" className="block space-y-3 sm:table-row-group sm:space-y-0">
                {requests.map((request) => (
                  <tr
                    role="row"
                    key={request.id}
                    className="block rounded-2xl border border-ink-900/10 p-3 align-top sm:table-row sm:rounded-none sm:border-0 sm:border-b sm:border-ink-900/5 sm:p-0 sm:last:border-0"
                  >
                    <td role="cell" className={CELL}>
                      <CellLabel>{partyHeader}</CellLabel>
                      <span className="min-w-0">
                        <span className="font-semibold break-words text-ink-900">
                          {party(request).name}
                        </span>
                        {request.kid && (
                          <span className="block text-ink-600">
                            {t('requests.about', { kid: request.kid.firstName })}
                          </span>
                        )}
                      </span>
                    </td>
                    <td role="cell" className={`${CELL} text-ink-800`}>
                      <CellLabel>{t('columns.meetup')}</CellLabel>
                      <span>
                        {t(`meetingType.${request.meetingType}`)}
                        <span className="block text-ink-600">
                          {formatDateTime(request.proposedTime, locale)}
                        </span>
                      </span>
                    </td>
                    <td role="cell" className={CELL}>
                      <CellLabel>{t('columns.status')}</CellLabel>
                      <RequestStatusBadge status={request.status} />
                    </td>
                    <td role="cell" className={`${CELL} text-ink-800 sm:whitespace-nowrap`}>
                      <CellLabel>{dateHeader}</CellLabel>
                      {formatDateTime(request.createdAt, locale)}
                    </td>
                    <td role="cell" className="block pt-2 sm:table-cell sm:py-3">
                      <div className="flex flex-wrap gap-2 sm:justify-end">{actions(request)}</div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {/* eslint-enable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */}
          </div>
        )}
      </Card>
    </section>
  );
}
