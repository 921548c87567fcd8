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
  /**
   * The sandbox gateway serves a merchant elsewhere (main.ts --gateway-only: the example CMS's plugin): like Fonepay, it
   * knows the merchant's id and secret but not its orders, so it takes any PRN the merchant signed, pays each PRN once
   * and answers the status check from its own ledger. Otherwise it also checks the PRN and amount against this API's
   * own orders (the demo's merchant is this same process).
   */
  gatewayOnly?: boolean;
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
