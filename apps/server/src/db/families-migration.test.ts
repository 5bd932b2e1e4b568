import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.js';
import { TEST_PASSWORD } from '../../test/helpers/accounts.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { createPostgresDatabase } from '../../test/helpers/postgres-database.js';
import { migrationsFolder, openDatabase, type DatabaseHandle } from './client.js';

/** The migration that brings the families (issue 24, decision 056). */
const FAMILIES_MIGRATION = '0009_families';

/**
 * A copy of the migrations folder that ends just before `tag`: its SQL files and a journal
 * cut there, so a database can be built as it stood before that migration.
 */
async function migrationsBefore(tag: string): Promise<{ folder: string; remove(): Promise<void> }> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'nestling-migrations-'));
  await cp(migrationsFolder(), folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
    entries: { tag: string }[];
  };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at < 0) throw new Error(`no migration ${tag}`);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalPath, JSON.stringify(journal));
  return { folder, remove: () => rm(folder, { recursive: true, force: true }) };
}

type Rows = Record<string, unknown>[];
type Query = (text: string) => Promise<Rows>;

/**
 * Every kind of record as the database held them before the families: three parents (Ann and
 * Ben with kids and every record of them, Cal with none), their sessions, tokens, files,
 * calendar feed, trial and subscription, a friendship, requests, a block, notifications and
 * messages.
 */
async function populate(query: Query, passwordHash: string): Promise<void> {
  await query(`insert into parents (id, name, email, password_hash, email_verified, created_at) values
    (11, 'Ann', 'ann@example.com', '${passwordHash}', true, '2025-01-02T10:00:00Z'),
    (12, 'Ben', 'ben@example.com', '${passwordHash}', true, '2025-02-03T10:00:00Z'),
    (13, 'Cal', 'cal@example.com', '${passwordHash}', false, '2025-03-04T10:00:00Z')`);
  await query(`insert into sessions (token_hash, parent_id, expires_at) values
    ('s-ann', 11, now() + interval '1 day'), ('s-ben', 12, now() + interval '1 day')`);
  await query(`insert into email_tokens (token_hash, parent_id, purpose, expires_at) values
    ('t-cal', 13, 'verify', now() + interval '1 day')`);
  await query(`insert into files (id, owner_parent_id, purpose, storage_key, content_type, byte_size) values
    (101, 11, 'parent-photo', 'parent-photo/a.webp', 'image/webp', 1),
    (102, 11, 'kid-photo', 'kid-photo/a.webp', 'image/webp', 1),
    (103, 11, 'certificate', 'certificate/a.pdf', 'application/pdf', 1),
    (104, 11, 'health-document', 'health-document/a.pdf', 'application/pdf', 1),
    (105, 12, 'kid-photo', 'kid-photo/b.webp', 'image/webp', 1)`);
  await query(`update parents set photo_file_id = 101 where id = 11`);
  await query(`insert into kids (id, parent_id, name, age, gender, dob, address, interests, interest_keys, photo_file_id, show_in_explore) values
    (21, 11, 'Ada', 5, 'Female', '2020-05-01', '1 Ann Street', '["Art"]', '{art}', 102, true),
    (22, 11, 'Abe', 3, 'Male', '2022-06-01', '1 Ann Street', '[]', '{}', null, false),
    (23, 12, 'Bea', 6, 'Female', '2019-07-01', '2 Ben Street', '["Art"]', '{art}', 105, true)`);
  await query(`update files set kid_id = 21 where id in (102, 103, 104)`);
  await query(`update files set kid_id = 23 where id = 105`);
  await query(`insert into schedule_events (id, parent_id, kid_id, title, starts_at) values
    (31, 11, 21, 'Swimming', '2026-12-01T09:00:00Z'),
    (32, 11, null, 'Family dinner', '2026-12-02T18:00:00Z'),
    (33, 12, 23, 'Piano', '2026-12-03T16:00:00Z')`);
  await query(`insert into calendar_feeds (parent_id, token_hash) values (11, 'feed-ann')`);
  await query(`insert into health_logs (id, parent_id, kid_id, source, date, mood, sleep_hours, document_file_id, self_assessment) values
    (41, 11, 21, 'log', '2026-11-01', 'Happy', 10, 104, null),
    (42, 11, 21, 'self-assessment', '2026-11-02', 'Okay', null, null, '{"moodToday":"Okay","happyReason":null,"sadReason":null,"enjoyedDay":"Yes","schoolDay":"Great","bullied":"No"}'),
    (43, 12, 23, 'log', '2026-11-03', 'Sad', 9, null, null)`);
  await query(`insert into milestones (id, parent_id, kid_id, title, date) values
    (51, 11, 21, 'First steps', '2021-05-01'), (52, 12, 23, 'Reads a book', '2025-01-01')`);
  await query(`insert into measurements (id, parent_id, kid_id, date, weight_kg, length_cm, created_by) values
    (81, 11, 21, '2026-11-01', 18.5, 110.2, 11), (82, 12, 23, '2026-11-02', 21, null, 12)`);
  await query(`insert into certificates (id, parent_id, kid_id, file_id, title, date) values
    (61, 11, 21, 103, 'Swimming badge', '2026-10-01T00:00:00Z')`);
  await query(`insert into trials (parent_id, ends_at) values (12, now() + interval '7 days')`);
  await query(`insert into subscriptions (parent_id, stripe_customer_id, status, last_event_at) values
    (11, 'cus_ann', 'active', now())`);
  await query(`insert into friendships (parent_low_id, parent_high_id) values (11, 12)`);
  await query(`insert into friend_requests (id, sender_id, receiver_id, kid_id, meeting_type, proposed_time, status) values
    (71, 11, 12, 23, 'Playdate', '2026-12-05T10:00:00Z', 'accepted'),
    (72, 13, 11, 21, 'Park', '2026-12-06T10:00:00Z', 'pending')`);
  await query(
    `insert into blocks (blocker_id, blocked_parent_id, blocked_kid_id) values (12, 13, null)`,
  );
  await query(`insert into notifications (parent_id, kind, message, link) values
    (11, 'friend-request', 'Cal sent you a request', '/dashboard/requests')`);
  await query(`insert into messages (sender_id, receiver_id, content) values
    (11, 12, 'Hello Ben'), (12, 11, 'Hello Ann')`);
}

/**
 * What must not change in meaning: the rows of every table the families do not touch.
 * Friendships, blocks, trials and subscriptions move to the families in 0011 (decision 058):
 * their own test below.
 */
const UNCHANGED = [
  'select id, name, email, email_verified, photo_file_id from parents order by id',
  'select token_hash, parent_id from sessions order by id',
  'select token_hash, parent_id, purpose from email_tokens order by id',
  'select parent_id, token_hash from calendar_feeds order by parent_id',
  'select id, sender_id, receiver_id, kid_id, status from friend_requests order by id',
  'select parent_id, kind, message from notifications order by id',
  'select sender_id, receiver_id, content from messages order by id',
  'select id, parent_id, name, photo_file_id, show_in_explore from kids order by id',
  'select id, owner_parent_id, kid_id, purpose, storage_key from files order by id',
  'select id, kid_id, title, starts_at from schedule_events order by id',
  'select id, kid_id, source, date, mood, document_file_id from health_logs order by id',
  'select id, kid_id, title, date from milestones order by id',
  'select id, kid_id, date, weight_kg, length_cm from measurements order by id',
  'select id, kid_id, file_id, title from certificates order by id',
];

/** The tables of a kid's records, whose parent column becomes the family's and the writer. */
const OWNED_TABLES = [
  'schedule_events',
  'health_logs',
  'milestones',
  'measurements',
  'certificates',
];

interface Target {
  name: string;
  /** A fresh empty database, and how to drop it. */
  open(): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }>;
}

const targets: Target[] = [
  {
    name: 'PGlite',
    async open() {
      const handle = await openDatabase({ kind: 'pglite', pglite: new PGlite() });
      return { handle, drop: () => handle.close() };
    },
  },
];
if (process.env.TEST_DATABASE_URL) {
  targets.push({
    name: 'PostgreSQL',
    async open() {
      const created = await createPostgresDatabase(
        process.env.TEST_DATABASE_URL ?? '',
        `nestling_families_${process.pid}_${Date.now().toString(36)}`,
      );
      const handle = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 2 });
      return {
        handle,
        drop: async () => {
          await handle.close();
          await created.drop();
        },
      };
    },
  });
}

/**
 * Per test file's `describe`: a fresh database of `target`, migrated up to just before `tag`,
 * filled by `fill` (whose own reads of the old schema happen there too), its serial sequences
 * of `tables` moved past the explicit ids (as rows made by the app would have them), then
 * migrated to the end, and the app on it. Registers the hooks that make and drop it.
 * @returns the query runner and the app, set once `beforeAll` has run
 */
function migratedFrom(
  target: Target,
  tag: string,
  tables: string[],
  fill: (query: Query) => Promise<void>,
): { query: Query; t: TestApp } {
  let opened: Awaited<ReturnType<Target['open']>> | undefined;
  let migrations: Awaited<ReturnType<typeof migrationsBefore>> | undefined;
  const state = {} as { query: Query; t: TestApp };
  beforeAll(async () => {
    migrations = await migrationsBefore(tag);
    opened = await target.open();
    const { db } = opened.handle;
    state.query = async (text) =>
      ((await db.execute(sql.raw(text))) as unknown as { rows: Rows }).rows;
    // The handle's db is drizzle's node-postgres database (openDatabase), typed as its base.
    await migrate(db as unknown as NodePgDatabase, { migrationsFolder: migrations.folder });
    await fill(state.query);
    for (const table of tables) {
      await state.query(
        `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
      );
    }
    await opened.handle.migrate();
    state.t = await createTestApp({}, { database: opened.handle });
  });
  afterAll(async () => {
    await state.t?.close();
    await opened?.drop();
    await migrations?.remove();
  });
  return state;
}

describe.each(targets)(
  'the families migration on a populated $name database (issue 24)',
  (target) => {
    const unchangedBefore: Rows[] = [];
    const ownersBefore: Record<string, Rows> = {};
    const db = migratedFrom(
      target,
      FAMILIES_MIGRATION,
      ['parents', 'files', 'kids', ...OWNED_TABLES, 'friend_requests'],
      async (query) => {
        await populate(query, await hashPassword(TEST_PASSWORD));
        for (const text of UNCHANGED) unchangedBefore.push(await query(text));
        for (const table of OWNED_TABLES) {
          ownersBefore[table] = await query(`select id, parent_id from ${table} order by id`);
        }
      },
    );
    const query: Query = (text) => db.query(text);

    it('makes every parent the sole guardian of a family of their own, since the account began', async () => {
      const members = await query(
        `select m.parent_id, m.role, m.joined_at = p.created_at as since_account,
              f.created_at = p.created_at as family_since_account
         from family_members m join parents p on p.id = m.parent_id join families f on f.id = m.family_id
        order by m.parent_id`,
      );
      expect(members).toEqual(
        [11, 12, 13].map((parentId) => ({
          parent_id: parentId,
          role: 'guardian',
          since_account: true,
          family_since_account: true,
        })),
      );
      const [counts] = await query(
        'select count(*)::int as families, count(distinct m.family_id)::int as used from families f left join family_members m on m.family_id = f.id',
      );
      expect(counts).toEqual({ families: 3, used: 3 });
    });

    it("gives each kid, each of its records and each kid's file to its parent's family, written by that parent", async () => {
      const familyOf = new Map(
        (await query('select parent_id, family_id from family_members')).map((row) => [
          row.parent_id,
          row.family_id,
        ]),
      );
      const kids = await query('select id, parent_id, family_id from kids order by id');
      expect(kids.map((kid) => kid.family_id)).toEqual(
        kids.map((kid) => familyOf.get(kid.parent_id)),
      );
      for (const table of OWNED_TABLES) {
        const after = await query(`select id, family_id, created_by from ${table} order by id`);
        expect(after).toEqual(
          (ownersBefore[table] ?? []).map((row) => ({
            id: row.id,
            family_id: familyOf.get(row.parent_id),
            created_by: row.parent_id,
          })),
        );
      }
      const files = await query('select id, family_id from files order by id');
      expect(files).toEqual([
        { id: 101, family_id: null },
        { id: 102, family_id: familyOf.get(11) },
        { id: 103, family_id: familyOf.get(11) },
        { id: 104, family_id: familyOf.get(11) },
        { id: 105, family_id: familyOf.get(12) },
      ]);
      const nulls = await query(
        `select (select count(*) from kids where family_id is null)::int
            + (select count(*) from schedule_events where family_id is null)::int as missing`,
      );
      expect(nulls).toEqual([{ missing: 0 }]);
    });

    it('leaves requests, messages and every other row as they were', async () => {
      for (const [index, text] of UNCHANGED.entries()) {
        expect(await query(text), text).toEqual(unchangedBefore[index]);
      }
    });

    it('carries the friendship, block, trial and subscription to the parents’ families (0011)', async () => {
      const familyOf = new Map(
        (await query('select parent_id, family_id from family_members')).map((row) => [
          row.parent_id,
          row.family_id,
        ]),
      );
      const [ann, ben, cal] = [11, 12, 13].map((id) => familyOf.get(id) as number);
      expect(await query('select family_low_id, family_high_id from friendships')).toEqual([
        { family_low_id: Math.min(ann!, ben!), family_high_id: Math.max(ann!, ben!) },
      ]);
      expect(
        await query(
          'select id, sender_family_id, receiver_family_id from friend_requests order by id',
        ),
      ).toEqual([
        { id: 71, sender_family_id: ann, receiver_family_id: ben },
        { id: 72, sender_family_id: cal, receiver_family_id: ann },
      ]);
      expect(
        await query('select blocker_id, blocker_family_id, blocked_family_id from blocks'),
      ).toEqual([{ blocker_id: 12, blocker_family_id: ben, blocked_family_id: cal }]);
      expect(await query('select family_id, started_by from trials')).toEqual([
        { family_id: ben, started_by: 12 },
      ]);
      expect(
        await query('select family_id, stripe_customer_id, status from subscriptions'),
      ).toEqual([{ family_id: ann, stripe_customer_id: 'cus_ann', status: 'active' }]);
    });

    it('lets each migrated parent sign in to their own family’s kids and records, and no one else’s', async () => {
      const ann = db.t.client();
      const login = await ann.post('/api/auth/login', {
        email: 'ann@example.com',
        password: TEST_PASSWORD,
      });
      expect(login.statusCode).toBe(200);
      expect((await ann.get('/api/kids')).json().map((kid: { id: number }) => kid.id)).toEqual([
        21, 22,
      ]);
      const events = (await ann.get('/api/schedules')).json();
      expect(events.map((event: { id: number }) => event.id)).toEqual([31, 32]);
      expect((await ann.get('/api/kids/23')).statusCode).toBe(404);
      const logsAnswer = await ann.get('/api/health?kidId=21');
      expect(logsAnswer.statusCode, logsAnswer.body).toBe(200);
      const logs = logsAnswer.json().logs;
      expect(logs.map((log: { id: number }) => log.id).sort()).toEqual([41, 42]);
      const milestones = (await ann.get('/api/milestones?kidId=21')).json();
      expect(milestones.items.map((milestone: { id: number }) => milestone.id)).toEqual([51]);
      const measured = (await ann.get('/api/kids/21/measurements')).json();
      expect(measured.items.map((measurement: { id: number }) => measurement.id)).toEqual([81]);
      const certificates = (await ann.get('/api/certificates?kidId=21')).json();
      expect(certificates.map((certificate: { id: number }) => certificate.id)).toEqual([61]);
      const family = (await ann.get('/api/family')).json();
      expect(family.members).toEqual([
        expect.objectContaining({
          id: 11,
          name: 'Ann',
          role: 'guardian',
          photoUrl: expect.any(String),
        }),
      ]);

      const ben = db.t.client();
      await ben.post('/api/auth/login', { email: 'ben@example.com', password: TEST_PASSWORD });
      expect((await ben.get('/api/kids')).json().map((kid: { id: number }) => kid.id)).toEqual([
        23,
      ]);
      expect((await ben.get('/api/schedules/21')).statusCode).toBe(404);
      expect((await ben.get('/api/files/104')).statusCode).toBe(404);
      // Explore: Ann's public kid to Ben, never Ben's own.
      const explore = (await ben.get('/api/kids/public')).json();
      expect(explore.items.map((kid: { id: number }) => kid.id)).toEqual([21]);
    });
  },
);

/** The migration that moves the social layer and billing to the families (decision 058). */
const SOCIAL_MIGRATION = '0011_friendships_between_families';

/**
 * The social layer as it stood between parents, once families could have two guardians (the
 * schema before 0011): Ann and Dee are the guardians of one family, Ben, Cal and Eve have one
 * each. Their friendships, requests, blocks, trials and subscriptions include every case the
 * family keys merge or void: two friendships of one pair of families, one within a family, two
 * pending requests between two families, one within a family, two blocks of one family by
 * another, one within a family, and two trials and two subscriptions in one family.
 */
async function populateBeforeSocial(query: Query, passwordHash: string): Promise<void> {
  await query(`insert into parents (id, name, email, password_hash, email_verified) values
    (11, 'Ann', 'ann@example.com', '${passwordHash}', true),
    (12, 'Ben', 'ben@example.com', '${passwordHash}', true),
    (13, 'Cal', 'cal@example.com', '${passwordHash}', true),
    (14, 'Dee', 'dee@example.com', '${passwordHash}', true),
    (15, 'Eve', 'eve@example.com', '${passwordHash}', true)`);
  await query(`insert into families (id) values (1001), (1002), (1003), (1005)`);
  await query(`insert into family_members (parent_id, family_id, role) values
    (11, 1001, 'guardian'), (14, 1001, 'guardian'), (12, 1002, 'guardian'),
    (13, 1003, 'guardian'), (15, 1005, 'guardian')`);
  await query(`insert into kids (id, family_id, parent_id, name, age, gender, dob, address, show_in_explore) values
    (21, 1001, 11, 'Ada', 5, 'Female', '2020-05-01', '1 Ann Street', true),
    (23, 1002, 12, 'Bea', 6, 'Female', '2019-07-01', '2 Ben Street', true),
    (24, 1003, 13, 'Cy', 6, 'Male', '2019-08-01', '3 Cal Street', true),
    (25, 1005, 15, 'Eli', 4, 'Male', '2021-08-01', '5 Eve Street', true)`);
  await query(`insert into friendships (parent_low_id, parent_high_id, created_at) values
    (11, 12, '2025-05-01T00:00:00Z'), (12, 14, '2025-06-01T00:00:00Z'),
    (11, 14, '2025-07-01T00:00:00Z'), (13, 15, '2025-08-01T00:00:00Z')`);
  await query(`insert into friend_requests (id, sender_id, receiver_id, kid_id, meeting_type, proposed_time, status, created_at) values
    (71, 11, 12, 23, 'Playdate', '2026-12-05T10:00:00Z', 'accepted', '2025-04-01T00:00:00Z'),
    (72, 13, 11, 21, 'Study Date', '2026-12-06T10:00:00Z', 'pending', '2025-09-01T00:00:00Z'),
    (73, 14, 13, 24, 'Study Date', '2026-12-07T10:00:00Z', 'pending', '2025-09-02T00:00:00Z'),
    (74, 11, 14, null, 'Other', '2026-12-08T10:00:00Z', 'pending', '2025-09-03T00:00:00Z')`);
  await query(`insert into blocks (id, blocker_id, blocked_parent_id, blocked_kid_id, created_at) values
    (91, 12, 13, 24, '2025-10-01T00:00:00Z'),
    (92, 14, 15, 25, '2025-10-03T00:00:00Z'),
    (93, 11, 15, 25, '2025-10-02T00:00:00Z'),
    (94, 11, 14, null, '2025-10-04T00:00:00Z')`);
  await query(`insert into trials (parent_id, ends_at) values
    (11, '2026-01-01T00:00:00Z'), (14, now() + interval '5 days'), (12, '2025-12-01T00:00:00Z')`);
  await query(`insert into subscriptions (parent_id, stripe_customer_id, status, last_event_at, updated_at) values
    (11, 'cus_ann', 'canceled', now(), now()),
    (14, 'cus_dee', 'active', now(), now() - interval '1 day')`);
  await query(`insert into messages (sender_id, receiver_id, content) values
    (14, 12, 'Hello Ben, Dee here'), (12, 11, 'Hello Ann')`);
}

describe.each(targets)(
  'the social layer’s migration to families on a populated $name database (0011, decision 058)',
  (target) => {
    let messagesBefore: Rows;
    const db = migratedFrom(
      target,
      SOCIAL_MIGRATION,
      ['parents', 'families', 'kids', 'friend_requests', 'blocks'],
      async (query) => {
        await populateBeforeSocial(query, await hashPassword(TEST_PASSWORD));
        messagesBefore = await query(
          'select sender_id, receiver_id, content from messages order by id',
        );
      },
    );
    const query: Query = (text) => db.query(text);

    it('keeps one friendship per pair of families, the oldest, and none within a family', async () => {
      expect(
        await query(
          `select family_low_id, family_high_id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as since
             from friendships order by 1, 2`,
        ),
      ).toEqual([
        { family_low_id: 1001, family_high_id: 1002, since: '2025-05-01' },
        { family_low_id: 1003, family_high_id: 1005, since: '2025-08-01' },
      ]);
    });

    it('gives every request its families; one pending per pair of families, none within one', async () => {
      expect(
        await query(
          'select id, sender_id, receiver_id, sender_family_id, receiver_family_id, status from friend_requests order by id',
        ),
      ).toEqual([
        {
          id: 71,
          sender_id: 11,
          receiver_id: 12,
          sender_family_id: 1001,
          receiver_family_id: 1002,
          status: 'accepted',
        },
        {
          id: 72,
          sender_id: 13,
          receiver_id: 11,
          sender_family_id: 1003,
          receiver_family_id: 1001,
          status: 'pending',
        },
        {
          id: 73,
          sender_id: 14,
          receiver_id: 13,
          sender_family_id: 1001,
          receiver_family_id: 1003,
          status: 'cancelled',
        },
        {
          id: 74,
          sender_id: 11,
          receiver_id: 14,
          sender_family_id: 1001,
          receiver_family_id: 1001,
          status: 'cancelled',
        },
      ]);
    });

    it('keeps each family’s oldest block of another family, who made it, and none within a family', async () => {
      expect(
        await query(
          'select id, blocker_id, blocker_family_id, blocked_family_id, blocked_kid_id from blocks order by id',
        ),
      ).toEqual([
        {
          id: 91,
          blocker_id: 12,
          blocker_family_id: 1002,
          blocked_family_id: 1003,
          blocked_kid_id: 24,
        },
        {
          id: 93,
          blocker_id: 11,
          blocker_family_id: 1001,
          blocked_family_id: 1005,
          blocked_kid_id: 25,
        },
      ]);
    });

    it('keeps one trial per family (the one that ends last) and one subscription (the one that allows access)', async () => {
      expect(await query('select family_id, started_by from trials order by family_id')).toEqual([
        { family_id: 1001, started_by: 14 },
        { family_id: 1002, started_by: 12 },
      ]);
      expect(
        await query('select family_id, stripe_customer_id, status from subscriptions'),
      ).toEqual([{ family_id: 1001, stripe_customer_id: 'cus_dee', status: 'active' }]);
    });

    it('leaves the messages as they were, and the migrated guardians use the family’s friendships, requests and subscription', async () => {
      expect(
        await query('select sender_id, receiver_id, content from messages order by id'),
      ).toEqual(messagesBefore);
      const ann = db.t.client();
      const login = await ann.post('/api/auth/login', {
        email: 'ann@example.com',
        password: TEST_PASSWORD,
      });
      expect(login.statusCode).toBe(200);
      // Ben is the family's friend: Ann sees him, and sees Dee's conversation is Dee's own.
      expect((await ann.get('/api/friends/list')).json().map((f: { id: number }) => f.id)).toEqual([
        12,
      ]);
      const incoming = await ann.get('/api/friends/incoming');
      expect(incoming.statusCode, incoming.body).toBe(200);
      expect(incoming.json().map((r: { id: number }) => r.id)).toEqual([72]);
      expect((await ann.get('/api/parents/check-subscription')).json()).toMatchObject({
        active: true,
      });
      const sent = await ann.post('/api/messages', { receiverId: 12, text: 'Ann again' });
      expect(sent.statusCode, sent.body).toBe(201);
      expect((await ann.get('/api/blocks')).json().map((b: { id: number }) => b.id)).toEqual([93]);
    });
  },
);
