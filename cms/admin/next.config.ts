// Next.js for Payload's editing screens only (/admin): cms/server.ts builds this app once (next build) and serves it
// with Next's request handler beside Payload's REST API. Payload's own packages stay external, so the admin and the
// server share one Payload module and the instance the server started.
import { withPayload } from '@payloadcms/next/withPayload';
import type { NextConfig } from 'next';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const cms = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const nextConfig: NextConfig = {
  // The app's files import ../payload.config.ts and the plugin's source: Turbopack's root is cms/ so it reaches them.
  turbopack: { root: cms },
  // cms/'s own type check covers these files (npm run test:cms runs tsc on cms/tsconfig.json).
  typescript: { ignoreBuildErrors: true },
  serverExternalPackages: ['payload', '@payloadcms/db-sqlite', '@payloadcms/drizzle', '@libsql/client'],
};

export default withPayload(nextConfig, { devBundleServerPackages: false });
