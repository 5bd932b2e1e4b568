/** The room of every socket of one parent (spec §7.9 `join`; product.md: one's own only). */
export const parentRoom = (parentId: number): string => `parent:${String(parentId)}`;

/** The room of every socket opened with one login session (closed when it ends). */
export const sessionRoom = (sessionId: number): string => `session:${String(sessionId)}`;

/**
 * The room a parent's sockets join, on every instance, when what a socket carries of its
 * parent changed: their membership (issue 24: role change, removal, leave, joining) or their
 * row (`parentChanged`: the name `typing` shows, the language of the acks — issue 28). Such a
 * socket reads its session's parent again, from the database, before its next event, then
 * leaves the room.
 */
export const PARENT_CHANGED_ROOM = 'parent-changed';
