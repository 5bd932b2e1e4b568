import { useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { loginPath } from '@/config/paths';
import { friendKeys } from '@/entities/friends/api/friend-keys';
import { messageKeys } from '@/entities/messages/api/message-keys';
import { notificationKeys } from '@/entities/notifications/api/notification-keys';
import { useSession } from '@/entities/parent/api/get-session';
import { endLocalSession } from '@/features/auth/utils/end-local-session';
import { invalidateEntities } from '@/lib/query-client';
import { SocketConnectorContext, type SocketConnection } from '@/lib/socket/connect-socket';
import type { RealtimeSocket, SocketStatus } from '@/lib/socket/realtime-socket';
import { SocketContext, useSocketEvent } from '@/lib/socket/socket-context';

/**
 * What a reconnected socket fetches again (issue 15): server events sent while it was away are
 * not replayed, so the hub's unread previews, the notifications (the nav badge) and the friends
 * (their unread counts and requests) are refetched — the queries on show at once, the others
 * when next shown. The conversations are caught up apart (catchUpAfterReconnect).
 */
const RECONNECT_REFETCH = [
  messageKeys.unreadPreview(),
  notificationKeys.all,
  friendKeys.all,
] as const;

/**
 * Catches the cached conversations up after a reconnection: the conversation on screen gets
 * every message sent while the socket was away, however many pages they fill
 * (features/messages catchUpConversations). Its code is loaded on the first reconnection, so
 * none of it is in the signed-in shell's first load (decision 031). Should the code fail to
 * load, the conversations are refetched as before (their loaded pages, newest first).
 */
async function catchUpAfterReconnect(queryClient: QueryClient): Promise<void> {
  try {
    const { catchUpConversations } = await import('@/features/messages/api/catch-up-conversations');
    await catchUpConversations(queryClient);
  } catch {
    await invalidateEntities(queryClient, [messageKeys.conversations]);
  }
}

/**
 * The signed-in shell's real-time layer (spec §7.9, issue 12): one Socket.IO connection while
 * a parent with a verified e-mail is signed in (only they have friends to talk to), closed at
 * logout; its state for a visible "reconnecting" line; after a reconnection, the data server events
 * would have changed is fetched again (RECONNECT_REFETCH) and the conversations are caught up
 * (catchUpAfterReconnect). Events that change other features' data
 * refresh it through the entities' query keys: `notification` the notifications (the nav badge
 * without waiting for the 30 s poll), `refreshFriendList` the friends, `friendRequestsChanged`
 * the requests, message events the hub's unread previews, `accountSuspended` signs the tab out
 * with the suspension's notice, and `familyChanged` (the parent
 * joined, left or was removed from a family, or their role changed — issue 24) everything:
 * the family's kids and every record of theirs may have changed owner.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  // Socket.IO, or the fake of a test (SocketConnectorContext).
  const connect = useContext(SocketConnectorContext);
  const queryClient = useQueryClient();
  const { parent } = useSession();
  const signedInId = parent?.emailVerified ? parent.id : null;
  const [socket, setSocket] = useState<RealtimeSocket | null>(null);
  const [status, setStatus] = useState<SocketStatus>('offline');

  useEffect(() => {
    if (signedInId === null) return;
    let connection: SocketConnection | null = null;
    let closed = false;
    let connectedBefore = false;
    // The query client: the real connector waits for the first screen's reads and paint
    // before it loads the socket's code (connectSocket, issue 29).
    void connect((next) => {
      if (closed) return;
      // Back after a drop (an instance restarted, the network came back): what arrived while
      // the socket was away is fetched again, so no message is missed (issue 15).
      if (next === 'connected' && connectedBefore) {
        void invalidateEntities(queryClient, RECONNECT_REFETCH);
        void catchUpAfterReconnect(queryClient);
      }
      if (next === 'connected') connectedBefore = true;
      setStatus(next);
    }, queryClient).then(
      (opened) => {
        if (closed) {
          opened.close();
          return;
        }
        connection = opened;
        setSocket(opened.socket);
      },
      () => setStatus('offline'),
    );
    return () => {
      closed = true;
      connection?.close();
      setSocket(null);
      setStatus('offline');
    };
  }, [signedInId, connect, queryClient]);

  const value = useMemo(() => ({ socket, status }), [socket, status]);
  return (
    <SocketContext.Provider value={value}>
      <EntityRefresh />
      {children}
    </SocketContext.Provider>
  );
}

/** Refreshes the entities that server events say have changed. */
function EntityRefresh() {
  const queryClient = useQueryClient();
  useSocketEvent('notification', () => {
    void invalidateEntities(queryClient, [notificationKeys.all]);
  });
  useSocketEvent('refreshFriendList', () => {
    void invalidateEntities(queryClient, [friendKeys.list()]);
  });
  useSocketEvent('friendRequestsChanged', () => {
    void invalidateEntities(queryClient, [friendKeys.requests]);
  });
  useSocketEvent('familyChanged', () => {
    void queryClient.invalidateQueries();
  });
  const navigate = useNavigate();
  // A moderator suspended the account (issue 27): the server ends the session and its sockets
  // right after; the tab forgets it at once and says why on the sign-in screen.
  useSocketEvent('accountSuspended', () => {
    endLocalSession(queryClient);
    // flushSync: the sign-in screen is committed before the guards see the session gone (they
    // would send the tab to the plain /login), as the session-expiry handler does.
    void navigate(loginPath({ suspended: true }), { replace: true, flushSync: true });
  });
  useSocketEvent('receiveMessage', () => {
    void invalidateEntities(queryClient, [messageKeys.unreadPreview()]);
    // Screens not on show fetch afresh next time; the Messages screen updates itself in place.
    void queryClient.invalidateQueries({ queryKey: friendKeys.list(), refetchType: 'none' });
    void queryClient.invalidateQueries({
      queryKey: messageKeys.conversations,
      refetchType: 'none',
    });
  });
  const previewsChanged = () => void invalidateEntities(queryClient, [messageKeys.unreadPreview()]);
  useSocketEvent('messageDeleted', previewsChanged);
  useSocketEvent('messagesBulkDeleted', previewsChanged);
  useSocketEvent('messagesRead', previewsChanged);
  return null;
}
