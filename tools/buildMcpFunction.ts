/**
 * The MCP Netlify Function: api/mcp/netlifyFunction.ts bundled with its modules into
 * functions/mcp.mjs, one file, which loads in about half the time of the SDK's few hundred.
 *
 * The SDK's server imports Ajv to make a default validator, used only for a client's answer to an
 * elicitation; the MCP handler gives its own and asks none, so that module is left out for one that
 * refuses to be made. Ajv was a third of the bundle's code.
 *
 * The SDK's types.js builds every zod schema of the protocol at import, most of a cold start's
 * import; about half are never used by a server. Each of its top-level schemas is marked pure (its
 * construction wrapped in a pure call), so esbuild drops those nothing refers to; those kept are
 * built as before, in the same order.
 * Run by `npm run build` (`npm run build:mcp`).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const MCP_FUNCTION = path.join(root, 'functions', 'mcp.mjs');

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

const SDK_TYPES = /@modelcontextprotocol\/sdk\/dist\/esm\/types\.js$/;

/** Each top-level `const X = call(…)` as `const X = /* @__PURE__ *\/ (() => call(…))()`. */
export function markSchemasPure(source: string): { code: string; marked: number } {
  const file = ts.createSourceFile('types.js', source, ts.ScriptTarget.Latest, true);
  const calls = file.statements
    .filter(ts.isVariableStatement)
    .flatMap((statement) => statement.declarationList.declarations.map((declaration) => declaration.initializer))
    .filter((init): init is ts.CallExpression => init !== undefined && ts.isCallExpression(init));
  let code = source;
  for (const call of calls.reverse()) code = `${code.slice(0, call.getStart())}/* @__PURE__ */ (() => ${call.getText()})()${code.slice(call.getEnd())}`;
  return { code, marked: calls.length };
}

const unusedSchemasDropped: Plugin = {
  name: 'unused-schemas-dropped',
  setup(bundle) {
    bundle.onLoad({ filter: SDK_TYPES }, async ({ path: file }) => {
      const { code, marked } = markSchemasPure(await readFile(file, 'utf8'));
      // The SDK changed how it writes its schemas: fail rather than ship them unmarked unnoticed.
      if (marked < 100) throw new Error(`only ${marked} schemas in ${file} to mark pure`);
      return { contents: code, loader: 'js' };
    });
  },
};

export async function buildMcpFunction(outfile = MCP_FUNCTION): Promise<void> {
  const { metafile } = await build({
    entryPoints: [path.join(root, 'api', 'mcp', 'netlifyFunction.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    minify: true,
    logLevel: 'warning',
    metafile: true,
    outfile,
    plugins: [withoutAjv, unusedSchemasDropped],
  });
  // The SDK moved or renamed the module: fail rather than ship Ajv again unnoticed.
  if (Object.keys(metafile.inputs).some((input) => input.includes('node_modules/ajv/'))) throw new Error('Ajv is in the MCP bundle: the SDK no longer imports it from validation/ajv-provider.js');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildMcpFunction();
