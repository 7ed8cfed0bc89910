/**
 * The server itself, with nothing to build: its settings from the environment, the API, its MCP
 * endpoint and the static site on one port, and a graceful stop on SIGTERM, SIGINT or SIGHUP, or
 * when the npm process that started it is gone (server/stopTriggers.ts, server/shutdown.ts).
 * server/production.ts, bundled, runs it (`npm start` builds what is missing first: server/start.mjs). Environment: PORT (default 8888),
 * HOST (default all interfaces), DATA_DIR (default site/data), CENSUS_GEOCODER_URL.
 */
import type { Server } from 'node:http';
import path from 'node:path';
import { createApi } from '../api/createApi.ts';
import { createMcpHandler } from '../api/mcp/mcpHandler.ts';
import { withMcp } from '../api/mcp/withMcp.ts';
import { DEFAULT_PORT } from '../lib/constants.ts';
import { createApp } from './app.ts';
import { GRACE_MS, shutdown } from './shutdown.ts';
import { onStop } from './stopTriggers.ts';
import { workLimit } from '../api/workLimit.ts';

export interface Settings {
  /** The publish folder (site/). */
  siteDir: string;
  dataDir: string;
  port: number;
  host: string | undefined;
}

/** The settings for the repository at `root`; a PORT that is no port number ends the process. */
export function settings(root: string, env: NodeJS.ProcessEnv = process.env): Settings {
  const siteDir = path.join(root, 'site');
  const port = Number(env.PORT ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`PORT must be a port number, got ${JSON.stringify(env.PORT)}`);
    process.exit(1);
  }
  return { siteDir, dataDir: path.resolve(env.DATA_DIR ?? path.join(siteDir, 'data')), port, host: env.HOST };
}

/** Listens, and on the first stop (server/stopTriggers.ts) stops gracefully and exits 0. */
export function serve({ siteDir, dataDir, port, host }: Settings): Server {
  const log = console.error;
  const work = [workLimit(log), workLimit(log)] as const;
  const api = createApi({ dataDir, geocoderUrl: process.env.CENSUS_GEOCODER_URL, log, work: work[0] });
  const server = createApp({ siteDir, handler: withMcp(api.handler, createMcpHandler(api.handler, { log, work: work[1] })), limits: work });
  server.listen(port, host, () => {
    const address = server.address();
    const actual = typeof address === 'object' && address ? address.port : port;
    console.log(`Typical Weather on http://${host ?? 'localhost'}:${actual}/ (data: ${dataDir})`);
  });
  onStop((reason) => {
    console.log(`${reason}: finishing the requests in flight (at most ${GRACE_MS / 1000} s), then stopping.`);
    void shutdown(server, GRACE_MS)
      .then(({ drained, ms }) => console.log(drained ? `Stopped in ${ms} ms.` : `Stopped after ${ms} ms, cutting the requests still running.`))
      .then(() => api.close())
      .finally(() => process.exit(0));
  }, process.env.npm_lifecycle_event !== undefined);
  return server;
}
