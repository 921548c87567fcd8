// The example league CMS's Payload config: a league's own (users, and a media collection with its upload folder) with
// the league's plugin added in one line, on SQLite.
import { sqliteAdapter } from '@payloadcms/db-sqlite';
import { buildConfig } from 'payload';
import { leaguePlugin, type LeaguePluginOptions } from '@nsfl/payload-plugin';

export type ExampleOptions = { dataDir: string; secret: string; plugin: LeaguePluginOptions };

export function exampleConfig(o: ExampleOptions) {
  return buildConfig({
    secret: o.secret,
    telemetry: false,
    cors: '*',
    // Transactions on (Payload's SQLite adapter leaves them off unless given options; Postgres has them on): each
    // save and each payment step then runs in one transaction, as on a league's Postgres.
    db: sqliteAdapter({ client: { url: `file:${o.dataDir}/cms.sqlite` }, transactionOptions: {} }),
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
