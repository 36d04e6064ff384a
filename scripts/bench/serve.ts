/**
 * Serves `public/` on a free local port for the duration of the measurements, as `gatsby serve`
 * would but with each file compressed once (staticServer.ts says why).
 */
import { createServer } from 'node:net';
import { PUBLIC_DIR } from './environment';
import { startStaticServer } from './staticServer';

export interface Server {
  /**
   * `http://localhost:<port>`: the service worker only registers on https or on a host named
   * localhost (127.0.0.1 gets a console error instead), so this is what a visitor's browser does.
   */
  origin: string;
  stop: () => Promise<void>;
}

function findFreePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

export async function servePublic(): Promise<Server> {
  const port = await findFreePort();
  const server = await startStaticServer(PUBLIC_DIR, port);
  return {
    origin: `http://localhost:${port}`,
    stop: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
