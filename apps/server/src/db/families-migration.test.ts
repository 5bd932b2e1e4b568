import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.js';
import { TEST_PASSWORD } from '../../test/helpers/accounts.js';
import { hashPassword } from '../modules/auth/passwords.js';
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

/** What must not change in meaning: the rows of every table the families do not touch. */
const UNCHANGED = [
  'select id, name, email, email_verified, photo_file_id from parents order by id',
  'select token_hash, parent_id from sessions order by id',
  'select token_hash, parent_id, purpose from email_tokens order by id',
  'select parent_id, token_hash from calendar_feeds order by parent_id',
  'select parent_id, stripe_customer_id, status from subscriptions order by parent_id',
  'select parent_id, ends_at from trials order by parent_id',
  'select parent_low_id, parent_high_id from friendships order by 1, 2',
  'select id, sender_id, receiver_id, kid_id, status from friend_requests order by id',
  'select blocker_id, blocked_parent_id, blocked_kid_id from blocks order by id',
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
      const adminUrl = process.env.TEST_DATABASE_URL ?? '';
      const name = `nestling_families_${process.pid}_${Date.now().toString(36)}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
      return {
        handle,
        drop: async () => {
          await handle.close();
          await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await admin.end();
        },
      };
    },
  });
}

describe.each(targets)(
  'the families migration on a populated $name database (issue 24)',
  (target) => {
    let opened: Awaited<ReturnType<Target['open']>>;
    let migrations: Awaited<ReturnType<typeof migrationsBefore>>;
    const unchangedBefore: Rows[] = [];
    const ownersBefore: Record<string, Rows> = {};
    let t: TestApp;
    let query: Query;

    beforeAll(async () => {
      migrations = await migrationsBefore(FAMILIES_MIGRATION);
      opened = await target.open();
      const { db } = opened.handle;
      query = async (text) => ((await db.execute(sql.raw(text))) as unknown as { rows: Rows }).rows;
      // The handle's db is drizzle's node-postgres database (openDatabase), typed as its base.
      await migrate(db as unknown as NodePgDatabase, { migrationsFolder: migrations.folder });
      await populate(query, await hashPassword(TEST_PASSWORD));
      for (const text of UNCHANGED) unchangedBefore.push(await query(text));
      for (const table of OWNED_TABLES) {
        ownersBefore[table] = await query(`select id, parent_id from ${table} order by id`);
      }
      // Serial sequences follow the explicit ids, as rows made by the app would have them.
      for (const table of ['parents', 'files', 'kids', ...OWNED_TABLES, 'friend_requests']) {
        await query(
          `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
        );
      }
      await opened.handle.migrate();
      t = await createTestApp({}, { database: opened.handle });
    });
    afterAll(async () => {
      await t?.close();
      await opened?.drop();
      await migrations?.remove();
    });

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

    it('leaves friendships, blocks, requests, subscriptions, messages and every other row as they were', async () => {
      for (const [index, text] of UNCHANGED.entries()) {
        expect(await query(text), text).toEqual(unchangedBefore[index]);
      }
    });

    it('lets each migrated parent sign in to their own family’s kids and records, and no one else’s', async () => {
      const ann = t.client();
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

      const ben = t.client();
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
