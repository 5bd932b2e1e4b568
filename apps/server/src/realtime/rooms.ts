/** The room of every socket of one parent (spec §7.9 `join`; product.md: one's own only). */
export const parentRoom = (parentId: number): string => `parent:${String(parentId)}`;

/** The room of every socket opened with one login session (closed when it ends). */
export const sessionRoom = (sessionId: number): string => `session:${String(sessionId)}`;

/**
 * The room a parent's sockets join, on every instance, when their membership changed (issue
 * 24: role change, removal, leave, joining): such a socket reads its session's parent again —
 * the role its guarded events check — before its next event, then leaves the room.
 */
export const MEMBERSHIP_CHANGED_ROOM = 'membership-changed';
