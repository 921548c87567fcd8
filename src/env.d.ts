/// <reference types="astro/client" />
interface ImportMetaEnv {
  readonly PUBLIC_API_URL?: string;
  readonly PUBLIC_LIVE_API_URL?: string;
  readonly PUBLIC_SITE_URL?: string;
  readonly PUBLIC_PAYMENT_GATEWAY_URL?: string;
  readonly PUBLIC_PAYMENT_MERCHANT_ID?: string;
  readonly VAPID_PUBLIC_KEY?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
declare namespace Astro {
  interface ClientDirectives {
    /** Hydrate after the first contentful paint, then when idle (src/directives/after-paint.ts). */
    'client:afterpaint'?: boolean;
    /** Hydrate only on a phone that follows a school, when idle (src/directives/followed.ts). */
    'client:followed'?: boolean;
    /** Hydrate at once, React's runtime evaluated in a task of its own first (src/directives/eager.ts). */
    'client:eager'?: boolean;
  }
}
