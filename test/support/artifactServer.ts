/**
 * Netlify on one local port, for end-to-end tests and benchmarks: the API paths go to the
 * unzipped function artifact through its own Lambda entry point, everything else to site/ (the
 * local server's static side, as netlify.toml publishes it). Run as a child process, so that the
 * artifact gets its own Node (20 or 22) and working directory:
 * `ARTIFACT_DIR=/tmp/a PORT=8899 node --import tsx test/support/artifactServer.ts`.
 */
import path from 'node:path';
import { createApp } from '../../server/app.ts';
import { loadArtifact } from './lambdaArtifact.ts';
import { repoRoot } from './serverProcess.ts';

const artifactDir = process.env.ARTIFACT_DIR;
if (artifactDir === undefined) throw new Error('ARTIFACT_DIR must name an unzipped function artifact');

const server = createApp({ siteDir: path.join(repoRoot, 'site'), handler: await loadArtifact(artifactDir) });
server.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1', () => {
  console.log(`artifact ${artifactDir} on ${JSON.stringify(server.address())}, cwd ${process.cwd()}, Node ${process.version}`);
});
process.once('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  process.exit(0);
});
