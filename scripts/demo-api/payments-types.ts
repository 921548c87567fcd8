// Types shared by the payment modules, and the sandbox's defaults (main.ts passes the environment's values).
import type { Store } from './store.ts';

export type PaymentConfig = {
  merchantId: string;
  secret: string;
  /** URL of the demo API host that serves the sandbox gateway, e.g. http://127.0.0.1:4000. */
  gatewayBase: string;
  pricePerTicket: number;
  maxPerOrder: number;
};

export type PaymentContext = {
  store: Store;
  dataDir: string;
  siteUrl?: string;
  log: (msg: string) => void;
  config: PaymentConfig;
  /** The API's clock (epoch ms): the store's, so --now reaches order times and the on-sale check alike. */
  clock: () => number;
};

/** Fixed demo values; nothing read from the environment here (main.ts does that). */
export function defaultPaymentConfig(): PaymentConfig {
  return {
    merchantId: 'NBQM',
    secret: 'nsfl-demo-fonepay-shared-secret',
    gatewayBase: 'http://127.0.0.1:4000',
    pricePerTicket: 1,
    maxPerOrder: 5,
  };
}
