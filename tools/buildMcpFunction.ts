/**
 * The MCP Netlify Function: api/mcp/netlifyFunction.ts bundled with its modules into
 * functions/mcp.mjs, one file, which loads in about half the time of the SDK's few hundred.
 *
 * The SDK's server imports Ajv to make a default validator, used only for a client's answer to an
 * elicitation; the MCP handler gives its own and asks none, so that module is left out for one that
 * refuses to be made. Ajv was a third of the bundle's code.
 *
 * The SDK's own modules are bundled as published: rewriting its types.js so esbuild drops the
 * schemas a server never builds saved too little of a cold start to be worth holding to one SDK
 * version (bench/choices.md). They are imported dynamically (api/mcp/mcpHandler.ts), so the bundle
 * runs them only when a message other than a plain tool call first comes. Run by `npm run build`
 * (`npm run build:mcp`).
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Metafile, type Plugin } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const MCP_FUNCTION = path.join(root, 'functions', 'mcp.mjs');

const ENTRY = 'api/mcp/netlifyFunction.ts';

const AJV_PROVIDER = /\/validation\/ajv-provider\.js$/;

const withoutAjv: Plugin = {
  name: 'without-ajv',
  setup(bundle) {
    bundle.onResolve({ filter: AJV_PROVIDER }, () => ({ path: 'ajv-provider', namespace: 'without-ajv' }));
    bundle.onLoad({ filter: /.*/, namespace: 'without-ajv' }, () => ({
      loader: 'js',
      contents: `export class AjvJsonSchemaValidator { constructor() { throw new Error('Ajv is left out of this bundle: give the server a jsonSchemaValidator'); } }`,
    }));
  },
};

export async function buildMcpFunction(outfile = MCP_FUNCTION): Promise<void> {
  const { metafile } = await build({
    entryPoints: [path.join(root, ENTRY)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    minify: true,
    logLevel: 'warning',
    metafile: true,
    outfile,
    absWorkingDir: root,
    plugins: [withoutAjv],
  });
  // The SDK moved or renamed the module: fail rather than ship Ajv again unnoticed.
  if (Object.keys(metafile.inputs).some((input) => input.includes('node_modules/ajv/'))) throw new Error('Ajv is in the MCP bundle: the SDK no longer imports it from validation/ajv-provider.js');
  const loaded = loadedAtOnce(metafile, ENTRY);
  const early = [...loaded].find((input) => PROTOCOL_SCHEMAS.test(input));
  if (early !== undefined) throw new Error(`the MCP function loads ${early} with its module: a plain tool call must not wait for the SDK's protocol (api/mcp/plainToolCall.ts)`);
}

/** The SDK's protocol module and zod, which builds its schemas: loaded only with the SDK's endpoint. */
const PROTOCOL_SCHEMAS = /node_modules\/(zod\/|@modelcontextprotocol\/sdk\/dist\/esm\/types\.js$)/;

/** The bundle's inputs that run when its module loads: those the entry reaches by static imports. */
function loadedAtOnce(metafile: Metafile, entry: string): Set<string> {
  const loaded = new Set<string>();
  const visit = (input: string) => {
    if (loaded.has(input)) return;
    loaded.add(input);
    for (const { path: next, kind } of metafile.inputs[input]?.imports ?? []) if (kind === 'import-statement') visit(next);
  };
  visit(entry);
  return loaded;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildMcpFunction();
