// One Web Push request (RFC 8030/8291: web-push's aes128gcm encryption for the subscriber, the request with a deadline),
// the same whether it runs on the sender's thread (fanout.ts) or in one of its push threads (push-pool.ts).
import { request as httpRequest, type Agent as HttpAgent } from 'node:http';
import { request as httpsRequest, type Agent as HttpsAgent } from 'node:https';
import webpush, { type PushSubscription } from 'web-push';

export type PushTarget = { endpoint: string; keys: { p256dh: string; auth: string } };

/** The push service's status, -1 for keys web-push cannot encrypt to (no browser holds that subscription), or a
 *  rejection: no answer within `ms`, connection refused. */
export function postPush(
  target: PushTarget,
  body: string,
  options: webpush.RequestOptions,
  agent: HttpAgent | HttpsAgent | undefined,
  ms: number,
): Promise<number> {
  let details: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    details = webpush.generateRequestDetails(target as PushSubscription, body, options);
  } catch {
    return Promise.resolve(-1);
  }
  return new Promise<number>((ok, fail) => {
    const request = details.endpoint.startsWith('https:') ? httpsRequest : httpRequest;
    const req = request(details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      agent: agent as HttpsAgent,
      signal: AbortSignal.timeout(ms),
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => ok(res.statusCode ?? 0));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end(details.body ?? undefined);
  });
}
