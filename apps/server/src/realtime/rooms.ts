/** The room of every socket of one parent (spec §7.9 `join`; product.md: one's own only). */
export const parentRoom = (parentId: number): string => `parent:${String(parentId)}`;

/** The room of every socket opened with one login session (closed when it ends). */
export const sessionRoom = (sessionId: number): string => `session:${String(sessionId)}`;
