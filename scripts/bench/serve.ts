/**
 * Serves `public/` on a free local port for the duration of the measurements, as `gatsby serve`
 * would but with each file compressed once (staticServer.ts says why).
 */
import type { AddressInfo } from 'node:net';
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

export async function servePublic(): Promise<Server> {
  // Port 0: the system picks a free one as the server binds it.
  const server = await startStaticServer(PUBLIC_DIR, 0);
  return {
    origin: `http://localhost:${(server.address() as AddressInfo).port}`,
    stop: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
