/**
 * The answers to the example requests (api/examples/requests.ts), asked of `npm start`'s server on
 * the build in site/data: one server per setup (normal, Census geocoder down, an unreadable dataset), each with
 * the fake geocoder's real recorded answers. Used to record the examples and to re-check them.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RECORDED_EXAMPLES, type RecordedExample } from '../../api/examples/attach.ts';
import type { ExampleRequest, ExampleSetup } from '../../api/examples/requests.ts';
import { routeParameters } from '../../api/openapiParams.ts';
import { QUERY_PARAMS, type ParamName } from '../../lib/queryParams.ts';
import { ROUTE_PARAMS, routePath, type RouteName } from '../../lib/routeParams.ts';
import { startFakeGeocoder } from './fakeGeocoder.ts';
import { startServerProcess } from './serverProcess.ts';

export async function askExamples(requests: readonly ExampleRequest[]): Promise<RecordedExample[]> {
  const geocoder = await startFakeGeocoder();
  // A manifest that is not one: the dataset cannot be read (with no manifest at all, `npm start` builds one).
  const noData = await mkdtemp(path.join(tmpdir(), 'no-dataset-'));
  await writeFile(path.join(noData, 'manifest.json'), '{}');
  const env: Record<ExampleSetup, Record<string, string>> = {
    normal: { CENSUS_GEOCODER_URL: geocoder.url },
    geocoderDown: { CENSUS_GEOCODER_URL: geocoder.refusedUrl },
    noDataset: { CENSUS_GEOCODER_URL: geocoder.url, DATA_DIR: noData },
  };
  const answers = new Map<ExampleRequest, RecordedExample>();
  try {
    for (const setup of Object.keys(env) as ExampleSetup[]) {
      const mine = requests.filter((r) => (r.setup ?? 'normal') === setup);
      if (mine.length === 0) continue;
      // Without a dataset /health is a 503, so the server counts as up once it serves the document.
      const server = await startServerProcess(env[setup], { readyPath: '/openapi.json' });
      try {
        for (const r of mine) answers.set(r, await ask(server.url, r));
      } finally {
        await server.stop();
      }
    }
  } finally {
    await geocoder.close();
    await rm(noData, { recursive: true, force: true });
  }
  return requests.map((r) => answers.get(r)!);
}

async function ask(base: string, { name, request }: ExampleRequest): Promise<RecordedExample> {
  const response = await fetch(base + request);
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.startsWith('application/json')) throw new Error(`GET ${request}: ${contentType}, not JSON`);
  const url = new URL(request, base);
  return { name, method: 'GET', path: url.pathname, request, status: response.status, body: await response.json() };
}

/** The recorded answer of the example `name` on `path`. @example exampleBody('profile', '/climate-profile') */
export function exampleBody(name: string, path: string): unknown {
  const found = RECORDED_EXAMPLES.find((e) => e.name === name && e.path === path);
  if (!found) throw new Error(`no recorded example ${name} on ${path}`);
  return found.body;
}

/** Each route's parameters with their document examples: beside the example ZIP, or alone for a place. */
export function parameterExamples(): ExampleRequest[] {
  return (Object.keys(ROUTE_PARAMS) as RouteName[]).flatMap((route) =>
    routeParameters(ROUTE_PARAMS[route]).map(({ name, example }) => ({
      name: `${route} ${name}=${example}`,
      summary: '',
      request: routePath(ROUTE_PARAMS[route], { ...placeOf(name), [name]: String(example) }),
    })),
  );
}

/** The place a parameter's example is asked beside: the example ZIP, or its own partner's example for a place. */
function placeOf(name: ParamName): Partial<Record<ParamName, string>> {
  const { place, partner } = QUERY_PARAMS[name];
  if (!place) return { zip: String(QUERY_PARAMS.zip.doc.example) };
  return partner === undefined ? {} : { [partner]: String(QUERY_PARAMS[partner as ParamName].doc.example) };
}
