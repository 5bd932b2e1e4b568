import pg from 'pg';

/**
 * Creates a PostgreSQL database on the server `serverUrl` names (a user allowed to create
 * databases): empty, or a copy of `template`. The admin connection stays open for `drop`.
 * @param name the new database's name (letters, digits and `_`: it is not quoted)
 * @returns the new database's URL, and `drop`, which removes it — ending any connection left
 *   to it (`WITH (FORCE)`) — and closes the admin connection
 */
export async function createPostgresDatabase(
  serverUrl: string,
  name: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
