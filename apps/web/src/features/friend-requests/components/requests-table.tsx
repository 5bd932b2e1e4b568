import { useId, type ReactNode } from 'react';
import type { FriendRequest } from '@nestling/shared';
import { Card } from '@/components/ui';
import { formatDateTime } from '@/lib/dates';
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

/**
 * One of My Requests' two tables (spec §2.19): the other parent (and the kid the request is
 * about), the meetup asked for, the status, and the date in the viewer's locale, newest first;
 * the empty text when there are none. Scrolls sideways inside itself on a narrow screen.
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
            className="relative -mx-1 overflow-x-auto px-1"
            // A focusable scroll region, so keyboard users can scroll it sideways too.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            role="region"
            aria-labelledby={headingId}
          >
            <table className="w-full min-w-[36rem] text-left text-sm">
              <thead>
                <tr className="border-b border-ink-900/10 text-ink-700">
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    {partyHeader}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Meetup
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Status
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    {dateHeader}
                  </th>
                  <th scope="col" className="py-2 font-semibold">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {requests.map((request) => (
                  <tr
                    key={request.id}
                    className="border-b border-ink-900/5 align-top last:border-0"
                  >
                    <td className="py-3 pr-3">
                      <span className="font-semibold text-ink-900">{party(request).name}</span>
                      {request.kid && (
                        <span className="block text-ink-600">about {request.kid.firstName}</span>
                      )}
                    </td>
                    <td className="py-3 pr-3 text-ink-800">
                      {request.meetingType}
                      <span className="block text-ink-600">
                        {formatDateTime(request.proposedTime)}
                      </span>
                    </td>
                    <td className="py-3 pr-3">
                      <RequestStatusBadge status={request.status} />
                    </td>
                    <td className="py-3 pr-3 whitespace-nowrap text-ink-800">
                      {formatDateTime(request.createdAt)}
                    </td>
                    <td className="py-3">
                      <div className="flex flex-wrap justify-end gap-2">{actions(request)}</div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </section>
  );
}
