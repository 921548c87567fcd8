// Types shared by the payment modules, and the sandbox's defaults (main.ts passes the environment's values).
import type { IncomingMessage } from 'node:http';
import type { Store } from './store.ts';

export type PaymentConfig = {
  merchantId: string;
  secret: string;
  /** URL of the demo API host that serves the sandbox gateway, e.g. http://127.0.0.1:4000. */
  gatewayBase: string;
  pricePerTicket: number;
  maxPerOrder: number;
  /** How long pre-check holds seats (docs/deploying.md, "The payment endpoints' contract": why 15). */
  holdMinutes: number;
  /** The merchant API's user and password for the server-to-server status check (Fonepay issues them with the secret). */
  apiUsername: string;
  apiPassword: string;
  /** The status check's URL; default: the sandbox's, on gatewayBase. */
  statusUrl?: string;
  /** The merchant's orders when the merchant is another server (the league's plugin on Payload, in the bench's rush):
   *  the sandbox checks a PRN and its amount against them instead of this API's own orders. */
  merchantOrder?: (prn: string) => { amount: number | null; status: string } | undefined;
};

export type PaymentContext = {
  store: Store;
  dataDir: string;
  siteUrl?: string;
  log: (msg: string) => void;
  config: PaymentConfig;
  /** The API's clock (epoch ms): the store's, so --now reaches order times and the on-sale check alike. */
  clock: () => number;
  /** Whether a request carries the admin key (the sweep's HTTP trigger). */
  isAdmin?: (req: IncomingMessage) => boolean;
};

/** Fixed demo values; nothing read from the environment here (main.ts does that). */
export function defaultPaymentConfig(): PaymentConfig {
  return {
    merchantId: 'NBQM',
    secret: 'nsfl-demo-fonepay-shared-secret',
    gatewayBase: 'http://127.0.0.1:4000',
    pricePerTicket: 1,
    maxPerOrder: 5,
    holdMinutes: 15,
    apiUsername: 'nsfl-demo-merchant',
    apiPassword: 'nsfl-demo-password',
  };
}
