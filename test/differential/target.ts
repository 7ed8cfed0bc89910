/**
 * The handler under test, built from a checkout's own api/createApi.ts (by default this one), so
 * one copy of the tool can record an older commit's answers from its worktree.
 * The recorder talks to it in-process: no sockets, no server.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Target } from './types.ts';

export type Handler = (request: Request) => Promise<Response>;

interface ApiModule {
  createApi(options: { dataDir: string; geocoderUrl?: string; log?: (line: string) => void }): { handler: Handler; close(): Promise<void> };
}

export interface Targets {
  handlers: Record<Target, Handler>;
  close(): Promise<void>;
}

/** One handler over the built dataset and one over an empty folder (every read fails: the outage answers). */
export async function loadTargets(repo: string, dataDir: string, geocoderUrl: string): Promise<Targets> {
  const mod = (await import(pathToFileURL(path.join(repo, 'api', 'createApi.ts')).href)) as ApiModule;
  const log = () => {};
  const data = mod.createApi({ dataDir, geocoderUrl, log });
  const empty = await mkdtemp(path.join(tmpdir(), 'tw-nodata-'));
  const nodata = mod.createApi({ dataDir: empty, geocoderUrl, log });
  return {
    handlers: { data: data.handler, nodata: nodata.handler },
    close: async () => {
      await data.close();
      await nodata.close();
      await rm(empty, { recursive: true, force: true });
    },
  };
}
