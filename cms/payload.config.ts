// The example league CMS's Payload config: a league's own (users, and a media collection with its upload folder) with
// the league's plugin added in one line, on SQLite, or on Postgres when given a connection string (the bench's rush).
import { postgresAdapter } from '@payloadcms/db-postgres';
import { sqliteAdapter } from '@payloadcms/db-sqlite';
import { buildConfig } from 'payload';
import { leaguePlugin, type LeaguePluginOptions } from '@nsfl/payload-plugin';
import { outboxEmail } from './outbox-email.ts';

export type ExampleOptions = {
  dataDir: string;
  /** postgres://…: Payload's Postgres adapter instead of SQLite in dataDir. */
  databaseUri?: string | undefined;
  secret: string;
  plugin: LeaguePluginOptions;
};

/** Postgres when given its address (tables pushed from the config on connect, as Payload does outside production;
 *  transactions on by default), else SQLite in the data folder. */
function database(o: ExampleOptions) {
  if (o.databaseUri) return postgresAdapter({ pool: { connectionString: o.databaseUri }, push: true });
  // Transactions on (Payload's SQLite adapter leaves them off unless given options): each save and each payment step
  // then runs in one transaction, as on a league's Postgres.
  return sqliteAdapter({ client: { url: `file:${o.dataDir}/cms.sqlite` }, transactionOptions: {} });
}

export function exampleConfig(o: ExampleOptions) {
  return buildConfig({
    secret: o.secret,
    telemetry: false,
    cors: '*',
    db: database(o),
    // E-mail (the buyers' confirmations) into {data}/outbox: the example has no mail server.
    email: outboxEmail(`${o.dataDir}/outbox`),
    admin: { user: 'users' },
    collections: [
      // API keys on: the goal alerts' sender reads and writes subscriptions and alerts with one (`users API-Key …`).
      { slug: 'users', auth: { useAPIKey: true }, fields: [] },
      // The league's own media collection: the plugin adds the fields the site reads (alt) and public read.
      { slug: 'media', upload: { staticDir: `${o.dataDir}/media` }, fields: [] },
    ],
    plugins: [leaguePlugin(o.plugin)],
  });
}
