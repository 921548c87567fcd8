// A tiny HTTP server on 127.0.0.1 for tests that need the real network path with chosen answers.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listenLocal } from '../../../scripts/lib/listen.ts';

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export async function serve(handler: Handler): Promise<{ url: string; close: () => Promise<void> }> {
  return listenLocal(createServer(handler));
}

export function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}
