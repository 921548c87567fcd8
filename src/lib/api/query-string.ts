// The query string of an API call, built in one place so that every fan asks the very same URL for the same thing:
// parameters in the order given (the callers' constant objects), undefined ones left out, nothing per visitor or time.
// Pure (no environment), so the match-day bench builds the islands' exact URLs with it.
export type Query = Record<string, string | number | boolean | undefined>;

export function queryString(query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}
