// Failures of an API call, classified as SPEC §7 says: fetch, timeout, parse, or an HTTP status.
export type ApiErrorKind = 'fetch' | 'timeout' | 'parse' | 'http';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly url: string;
  readonly status: number | undefined;
  /** The server's own message, when a non-2xx answer carried one. */
  readonly serverMessage: string | undefined;
  /** A non-2xx answer's parsed body, for a caller that needs more than its message (a refused form's fields). */
  readonly body: unknown;

  constructor(
    kind: ApiErrorKind,
    url: string,
    detail: string,
    status?: number,
    serverMessage?: string,
    body?: unknown,
  ) {
    super(`${describeKind(kind, status)} for ${url}: ${detail}`);
    this.name = 'ApiError';
    this.kind = kind;
    this.url = url;
    this.status = status;
    this.serverMessage = serverMessage;
    this.body = body;
  }
}

export function describeKind(kind: ApiErrorKind, status?: number): string {
  switch (kind) {
    case 'fetch':
      return 'fetch error (API unreachable)';
    case 'timeout':
      return 'timeout error';
    case 'parse':
      return 'parsing error (malformed JSON)';
    case 'http':
      return `HTTP ${status ?? '?'}`;
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}
