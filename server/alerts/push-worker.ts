// A push thread (push-pool.ts): encrypts and sends the requests the sender's thread hands it, with keep-alive agents of
// its own per push service, and answers each with the push service's status (or why it failed).
import { Agent as HttpAgent } from 'node:http';
import { Agent } from 'node:https';
import { parentPort, workerData } from 'node:worker_threads';
import { postPush } from './push-post.ts';
import type { PushJob, PushJobResult, PushThreadData } from './push-pool.ts';

const { perHost, ca } = workerData as PushThreadData;
const agents = new Map<string, Agent | HttpAgent>();
function agentFor(origin: string) {
  let a = agents.get(origin);
  if (!a) {
    const o = { keepAlive: true, maxSockets: perHost, ...(ca ? { ca } : {}) };
    a = origin.startsWith('https:') ? new Agent(o) : new HttpAgent(o);
    agents.set(origin, a);
  }
  return a;
}

// Answers go back in batches, one message per turn of the event loop: a message per answer would cost the sender's
// thread more than the answers themselves.
let answers: PushJobResult[] = [];
const answer = (r: PushJobResult) => {
  if (!answers.length)
    setImmediate(() => {
      const some = answers;
      answers = [];
      parentPort!.postMessage(some);
    });
  answers.push(r);
};

parentPort!.on('message', (jobs: PushJob[] | 'close') => {
  if (jobs === 'close') {
    for (const a of agents.values()) a.destroy();
    parentPort!.close();
    return;
  }
  for (const job of jobs)
    postPush(job.target, job.body, job.options, agentFor(job.origin), job.deadlineMs).then(
      (status) => answer({ id: job.id, status }),
      (e: unknown) => answer({ id: job.id, error: e instanceof Error ? e.message : String(e) }),
    );
});
