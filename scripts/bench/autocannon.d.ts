// The part of autocannon's API the match-day bench uses (the package ships no types; @types/autocannon is for v7).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export type AutocannonRequest = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called before each request is sent: what it returns is sent. */
    setupRequest?: (req: AutocannonRequest) => AutocannonRequest;
  };
  export type AutocannonOptions = {
    url: string;
    connections?: number;
    overallRate?: number;
    duration?: number;
    amount?: number;
    timeout?: number;
    headers?: Record<string, string>;
    requests?: AutocannonRequest[];
  };
  export type AutocannonResult = {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  };
  export type AutocannonInstance = EventEmitter & PromiseLike<AutocannonResult> & { stop: () => void };

  export default function autocannon(opts: AutocannonOptions): AutocannonInstance;
}
