// Where "Notify me" keeps this phone's subscription (the CMS id, and the endpoint and auth that prove it is ours).
export const SAVED_KEY = 'nsfl:alerts';
export type Saved = { id: string; endpoint: string; auth: string; api: string; teams: number[]; lang: string };
