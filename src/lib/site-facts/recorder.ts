// The facts of the pages rendered by the running build. The middleware that records them runs in the pages' module
// graph and the integration that reads them in the config's, so the record lives on globalThis; it exists only from
// the build's start to its end (in `astro dev` nothing is recorded).
import { pageFacts, pageName, type PageFacts } from './page-facts.ts';

const KEY = '__leagueRenderedPages';
type Holder = { [KEY]?: Map<string, PageFacts> };

export function startRecording(): void {
  (globalThis as Holder)[KEY] = new Map();
}

export const isRecording = () => (globalThis as Holder)[KEY] !== undefined;

/** Notes a rendered page's facts (no-op outside a build). */
export function recordPage(pathname: string, html: string): void {
  (globalThis as Holder)[KEY]?.set(pageName(pathname), pageFacts(html));
}

/** The pages rendered so far in this build, by page name. */
export function renderedPages(): Map<string, PageFacts> {
  return (globalThis as Holder)[KEY] ?? new Map();
}

export function stopRecording(): void {
  delete (globalThis as Holder)[KEY];
}
