/** Serves `public/` with `gatsby serve` on a free local port for the duration of the measurements. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { binPath, ROOT } from './environment';

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

async function waitUntilUp(port: number, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`gatsby serve exited with ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wake) => setTimeout(wake, 250));
  }
  throw new Error(`gatsby serve did not answer on port ${port} within ${timeoutMs / 1000} s`);
}

export async function servePublic(): Promise<Server> {
  const port = await findFreePort();
  const origin = `http://localhost:${port}`;
  // Its own process group, so stopping it also stops anything it started (and nothing else).
  const child = spawn(binPath('gatsby'), ['serve', '--port', String(port), '--host', '127.0.0.1'], {
    cwd: ROOT,
    detached: true,
    stdio: 'ignore',
  });
  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise((done) => child.once('exit', done));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    await Promise.race([exited, new Promise((wake) => setTimeout(wake, 5000))]);
  };
  try {
    await waitUntilUp(port, child, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
