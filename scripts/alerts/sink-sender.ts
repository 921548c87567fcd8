// The alert sender as the receiver runs it with the demo's VAPID keys, pushing to a local push sink (push-sink.ts): the
// one the Payload tests (tests/cms/site.test.ts) and the cms bench's alert (scripts/bench/cms-alert.ts) both use.
import { DEMO_VAPID_PRIVATE_KEY } from '../../server/alerts/config.ts';
import { createAlertSender, type AlertSender } from '../../server/alerts/sender.ts';
import { DEMO_VAPID_PUBLIC_KEY } from '../../src/lib/endpoints.ts';
import type { PushSink } from './push-sink.ts';

/** A sender reading the CMS at `cmsUrl` with `cmsApiKey`, trusting the sink's certificate and its origin as a push
 *  service, logging nothing. */
export function sinkSender(sink: PushSink, cmsUrl: string, cmsApiKey: string): AlertSender {
  return createAlertSender({
    cmsUrl,
    cmsApiKey,
    vapid: {
      subject: 'mailto:alerts@example.org',
      publicKey: DEMO_VAPID_PUBLIC_KEY,
      privateKey: DEMO_VAPID_PRIVATE_KEY,
    },
    agent: sink.agent(8),
    pushPolicy: { extraOrigins: [sink.origin] },
    log: () => {},
  });
}
