// The sender's settings from the environment (README's configuration table, docs/deploying.md "Goal alerts").
import { DEMO_API_URL, DEMO_VAPID_PUBLIC_KEY, demoCms, vapidPublicKey } from '../../src/lib/endpoints.ts';
import type { AlertSenderOptions } from './sender.ts';
import { parsePushOrigins } from '../../cms/plugin/src/rules/push-services.ts';
import { defaultPushThreads } from './push-pool.ts';

/** The demo's VAPID private key (public, in this repository): it signs alerts with the demo API only (a CMS on this
 *  machine) and only while VAPID_PUBLIC_KEY is unset. */
export const DEMO_VAPID_PRIVATE_KEY = 'uqimbz-EFL-7uAh4wAApX4BgRIydIy_WcjR9ezgOO8s';
const DEMO_ADMIN_KEY = 'demo-admin-key';

/**
 * The sender's options, or why alerts are off: with a real CMS, VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and
 * ALERTS_CMS_API_KEY must all be set; with the demo API (a CMS on this machine) the demo's keys stand in.
 */
export function alertSenderEnv(
  env: Record<string, string | undefined>,
): { ok: true; options: AlertSenderOptions } | { ok: false; reason: string } {
  const demo = demoCms(env);
  const publicKey = vapidPublicKey(env);
  const privateKey =
    env.VAPID_PRIVATE_KEY || (demo && publicKey === DEMO_VAPID_PUBLIC_KEY ? DEMO_VAPID_PRIVATE_KEY : '');
  const cmsApiKey = env.ALERTS_CMS_API_KEY || (demo ? env.DEMO_ADMIN_KEY || DEMO_ADMIN_KEY : '');
  if (!publicKey || !privateKey)
    return { ok: false, reason: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not both set' };
  if (!cmsApiKey) return { ok: false, reason: 'ALERTS_CMS_API_KEY is not set' };
  return {
    ok: true,
    options: {
      cmsUrl: env.PUBLIC_API_URL || DEMO_API_URL,
      cmsApiKey,
      vapid: { subject: env.VAPID_SUBJECT || 'mailto:alerts@localhost', publicKey, privateKey },
      concurrency: env.ALERTS_CONCURRENCY ? Math.max(1, Number(env.ALERTS_CONCURRENCY) || 64) : undefined,
      // Encryption and requests spread over the machine's cores (ALERTS_THREADS=0: all on the sender's thread).
      threads: env.ALERTS_THREADS ? Math.max(0, Number(env.ALERTS_THREADS) || 0) : defaultPushThreads(),
      // Push sinks on this machine only with a CMS on this machine; extra push origins only when named (tests, benches).
      pushPolicy: { loopback: demo, extraOrigins: parsePushOrigins(env.ALERTS_EXTRA_PUSH_ORIGINS) },
    },
  };
}
