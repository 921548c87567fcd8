// The push sink (push-sink.ts) in a process of its own, for the alerts bench: the push services a sender talks to run
// on other machines, so their work (TLS, HTTP parsing, counting) must not share the sender's thread, as it does when
// the sink runs inside the bench's process. The parent asks for the figures over IPC; times are epoch milliseconds
// (performance.timeOrigin + now()), comparable across the two processes.
import { fork } from 'node:child_process';
import { Agent } from 'node:https';
import { startPushSink } from './push-sink.ts';

export type SinkFigures = {
  total: number;
  /** When the last message arrived, in epoch ms (0 before the first). */
  lastAtEpochMs: number;
  /** Messages received per endpoint path. */
  counts: Map<string, number>;
  /** When the first message arrived, in epoch ms (0 before the first). */
  firstAtEpochMs: number;
};

export type PushSinkProcess = {
  origin: string;
  /** The sink's certificate (PEM), for a sender's push threads to trust. */
  certPem: string;
  /** An agent that trusts the sink's certificate (keep-alive, `maxSockets` sockets). */
  agent: (maxSockets: number) => Agent;
  figures: () => Promise<SinkFigures>;
  close: () => Promise<void>;
};

type FromChild =
  | { type: 'ready'; origin: string; certPem: string }
  | { type: 'figures'; total: number; firstAtEpochMs: number; lastAtEpochMs: number; counts: Array<[string, number]> };

if (process.send && process.argv[2] === '--child') {
  const sink = await startPushSink();
  process.on('message', (m: { type: string }) => {
    if (m.type === 'figures') {
      const lastAt = sink.lastAt();
      const firstAt = sink.firstAt();
      process.send!({
        type: 'figures',
        total: sink.total(),
        firstAtEpochMs: firstAt ? performance.timeOrigin + firstAt : 0,
        lastAtEpochMs: lastAt ? performance.timeOrigin + lastAt : 0,
        counts: [...sink.counts],
      } satisfies FromChild);
    } else if (m.type === 'close') void sink.close().then(() => process.exit(0));
  });
  process.on('disconnect', () => void sink.close().then(() => process.exit(0)));
  process.send({ type: 'ready', origin: sink.origin, certPem: sink.certPem } satisfies FromChild);
}

export async function startPushSinkProcess(): Promise<PushSinkProcess> {
  const child = fork(import.meta.filename, ['--child'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const next = <T extends FromChild['type']>(type: T) =>
    new Promise<Extract<FromChild, { type: T }>>((ok, fail) => {
      const onMessage = (m: FromChild) => {
        if (m.type !== type) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        ok(m as Extract<FromChild, { type: T }>);
      };
      const onExit = (code: number | null) => fail(new Error(`the push sink's process ended (${code})`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  const ready = await next('ready');
  const exited = new Promise<void>((ok) => child.once('exit', () => ok()));
  return {
    origin: ready.origin,
    certPem: ready.certPem,
    agent: (maxSockets) => new Agent({ keepAlive: true, maxSockets, ca: ready.certPem }),
    figures: async () => {
      const answer = next('figures');
      child.send({ type: 'figures' });
      const f = await answer;
      return {
        total: f.total,
        firstAtEpochMs: f.firstAtEpochMs,
        lastAtEpochMs: f.lastAtEpochMs,
        counts: new Map(f.counts),
      };
    },
    close: async () => {
      if (child.exitCode === null) child.send({ type: 'close' });
      await exited;
    },
  };
}
