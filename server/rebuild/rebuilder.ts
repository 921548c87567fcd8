// Coalesces rebuild requests: a burst makes one build; a request during a build makes exactly one more.
// Failed builds keep the live site and are retried with exponential backoff.

/** Files of the new build against the live one: counts, and the first paths of each kind. */
export type FileChanges = { changed: number; added: number; removed: number; paths: string[] };
export type BuildResult =
  | {
      ok: true;
      changes: string[];
      files?: FileChanges;
      /** The content loader confirmed a large removal by a second read, or the operator allowed emptying. */
      confirmedRemoval?: boolean;
    }
  | { ok: false; error: string; changes: string[] };
export type BuildRecord = {
  id: number;
  startedAt: string;
  finishedAt: string;
  durationMs: number;
  result: 'success' | 'failure';
  error: string | null;
  /** The content loader's lines: what each collection fetched, changed and removed. */
  changes: string[];
  /** Files that differ from the previous live build (success only). */
  files: FileChanges | null;
  reasons: string[];
};
export type RebuilderOptions = {
  build: (id: number) => Promise<BuildResult>;
  /** Quiet time after the last request before a build starts. */
  debounceMs?: number;
  /** A build starts at the latest this long after the first request of a burst. */
  maxWaitMs?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
  log?: (line: string) => void;
};

export class Rebuilder {
  private readonly opts: Required<RebuilderOptions>;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private firstRequestAt: number | null = null;
  private building = false;
  private pending: string[] = [];
  private failures = 0;
  private nextId = 1;
  readonly history: BuildRecord[] = [];

  constructor(opts: RebuilderOptions) {
    // An option passed as undefined (the receiver passes its own options on) keeps its default: spread as it is, it
    // made the debounce and the retry wait NaN, that is no wait at all.
    const given = Object.fromEntries(Object.entries(opts).filter(([, v]) => v !== undefined));
    this.opts = {
      debounceMs: 1500,
      maxWaitMs: 10_000,
      retryBaseMs: 5_000,
      retryMaxMs: 300_000,
      log: console.log,
      ...given,
    } as Required<RebuilderOptions>;
  }

  get state(): 'idle' | 'waiting' | 'building' {
    return this.building ? 'building' : this.timer ? 'waiting' : 'idle';
  }

  get queued(): string[] {
    return [...this.pending];
  }

  /** Asks for a build; `reason` is kept in the build record (e.g. "players 12 update"). */
  request(reason: string): void {
    this.pending.push(reason);
    if (this.building) return; // runs once the current build ends
    this.failures = 0;
    this.schedule(this.opts.debounceMs);
  }

  private schedule(delay: number): void {
    const now = Date.now();
    this.firstRequestAt ??= now;
    const latest = this.firstRequestAt + this.opts.maxWaitMs;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.run(), Math.max(0, Math.min(delay, latest - now)));
  }

  private async run(): Promise<void> {
    this.timer = null;
    this.firstRequestAt = null;
    this.building = true;
    const reasons = this.pending.splice(0);
    const id = this.nextId++;
    const started = Date.now();
    this.opts.log(`build ${id}: starting (${reasons.length} request${reasons.length === 1 ? '' : 's'})`);
    let result: BuildResult;
    try {
      result = await this.opts.build(id);
    } catch (e) {
      result = { ok: false, error: e instanceof Error ? e.message : String(e), changes: [] };
    }
    const record: BuildRecord = {
      id,
      startedAt: new Date(started).toISOString(),
      finishedAt: new Date().toISOString(),
      durationMs: Date.now() - started,
      result: result.ok ? 'success' : 'failure',
      error: result.ok ? null : result.error,
      changes: result.changes,
      files: result.ok ? (result.files ?? null) : null,
      reasons,
    };
    this.history.unshift(record);
    this.history.length = Math.min(this.history.length, 20);
    this.building = false;
    if (result.ok) {
      this.failures = 0;
      this.opts.log(`build ${id}: success in ${record.durationMs} ms`);
      if (this.pending.length) this.schedule(0);
      return;
    }
    this.failures++;
    const wait = Math.min(this.opts.retryMaxMs, this.opts.retryBaseMs * 2 ** (this.failures - 1));
    this.opts.log(`build ${id}: FAILED (${record.error}); live site unchanged; retry in ${Math.round(wait / 1000)} s`);
    this.pending.unshift(...reasons);
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.run(), wait);
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Resolves when nothing is waiting or building (tests, shutdown). */
  async idle(pollMs = 50): Promise<void> {
    while (this.state !== 'idle') await new Promise((r) => setTimeout(r, pollMs));
  }
}
