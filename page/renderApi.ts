/**
 * The API section of the page: the endpoints from the OpenAPI document and the bulk downloads from
 * the build manifest. Every API string goes in as text.
 */
import { MCP_PATH } from '../lib/constants.ts';
import type { Manifest } from '../lib/dataTypes.ts';
import { defaultSection } from '../lib/manifest.ts';
import { downloadLinks } from './downloads.ts';
import { humanBytes } from './format.ts';

interface OpenApiLike {
  paths?: Record<string, { get?: { summary?: string; description?: string } }>;
}

/** Lists the endpoints from the OpenAPI document, linking each example path, then the others /health lists (`POST /mcp`). */
export function renderEndpoints(doc: Document, openapi: OpenApiLike, examples: Record<string, string>): void {
  const list = doc.getElementById('endpoints')!;
  const items = Object.entries(openapi.paths ?? {}).map(([path, ops]) => {
    const li = doc.createElement('li');
    const code = doc.createElement('code');
    code.textContent = `GET ${path}`;
    li.append(code, ` — ${ops.get?.summary ?? ''}`);
    const related = Object.keys(examples).filter((ex) => ex === path || ex.startsWith(`${path}?`));
    if (related.length) {
      const ul = doc.createElement('ul');
      for (const ex of related) {
        const a = doc.createElement('a');
        a.href = ex;
        a.textContent = ex;
        const exLi = doc.createElement('li');
        exLi.append(a, ` — ${examples[ex]}`);
        ul.append(exLi);
      }
      li.append(ul);
    }
    return li;
  });
  // What the document lists no operation for (the MCP endpoint, the manifest) is an endpoint still.
  const paths = Object.keys(openapi.paths ?? {});
  const others = Object.keys(examples).filter((ex) => !paths.some((path) => ex === path || ex.startsWith(`${path}?`)));
  for (const ex of others) {
    const li = doc.createElement('li');
    const code = doc.createElement('code');
    code.textContent = `${ex === MCP_PATH ? 'POST' : 'GET'} ${ex}`;
    li.append(code, ` — ${examples[ex]}`);
    items.push(li);
  }
  list.replaceChildren(...items);
}

/** Links the bulk downloads of every edition with their sizes, each saved under a name with its edition. */
export function renderDownloads(doc: Document, manifest: Manifest): void {
  doc.getElementById('downloads')!.replaceChildren(
    ...downloadLinks(manifest).map((d) => {
      const li = doc.createElement('li');
      const a = doc.createElement('a');
      a.href = d.href;
      a.download = d.name;
      a.textContent = d.name;
      li.append(a, ` (${humanBytes(d.bytes)}) — ${d.description}`);
      return li;
    }),
  );
  const n = (v: number) => v.toLocaleString('en-US');
  const { counts } = defaultSection(manifest);
  doc.getElementById('coverage')!.textContent = `This build answers ${n(counts.zipsWithNormals)} of ${n(manifest.zctas)} ZIP areas month by month from ${n(counts.stationsServingZips)} stations, and gives ${n(manifest.profile.zips)} a climate profile from ${n(manifest.profile.stations)} stations.`;
}
