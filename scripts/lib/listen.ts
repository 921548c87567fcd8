// An HTTP server of the project's scripts or tests on a free port of 127.0.0.1: its address, and a close that cuts
// open connections so no test or bench waits for a keep-alive.
import type { Server } from 'node:http';

export async function listenLocal(server: Server): Promise<{ url: string; close: () => Promise<void> }> {
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}
