/**
 * The MCP tools: one per data route of the route table (lib/routeParams.ts), each described by the
 * route's OpenAPI operation and what a place can be. Its input is the route's query parameters with their descriptions, its
 * output the route's 200 schema; a route added to the table is a tool without a line here.
 */
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { EDITION_REGISTRY, type EditionRegistry } from '../../lib/editions.ts';
import type { ParamName } from '../../lib/queryParams.ts';
import { routeParamNames, routeParams, type RouteParams } from '../../lib/routeParams.ts';
import { openApiDocument } from '../openapi.ts';
import { routeParameters } from '../openapiParams.ts';
import { selfContained } from './outputSchema.ts';
import { placeKinds } from './placeKinds.ts';

export interface McpTool {
  name: string;
  /** What tools/list sends: made from the OpenAPI document when first read, since a tool call needs only the route. */
  readonly definition: Tool;
  route: RouteParams;
  /** Every parameter the route reads, as arguments: those it refuses answer the route's own 400. */
  reads: ParamName[];
}

interface Operation {
  summary: string;
  description: string;
  responses: { 200: { content: { 'application/json': { schema: object } } } };
}

/** A route's tool name: its path without the slash. @example toolName('/typical-weather') // 'typical-weather' */
export const toolName = (path: string) => path.slice(1);

function inputSchema(route: RouteParams): Tool['inputSchema'] {
  const properties = Object.fromEntries(
    routeParameters(route).map(({ name, description, schema, example }) => [name, { ...schema, description, examples: [example] }]),
  );
  return { type: 'object', properties, additionalProperties: false };
}

/**
 * The tools, one per data route. Their definitions are made together on the first read of any
 * (tools/list): the OpenAPI document they come from takes longer to make than a cold start's first
 * tool call takes to answer.
 * @example mcpTools().map((t) => t.name) // ['typical-weather', 'climate-profile', 'climate-twins']
 */
export function mcpTools(editions: EditionRegistry = EDITION_REGISTRY): McpTool[] {
  const routes = Object.values(routeParams(editions));
  let definitions: Tool[] | undefined;
  const defined = () => (definitions ??= toolDefinitions(routes, editions));
  return routes.map((route, i) => ({
    name: toolName(route.path),
    get definition() {
      return defined()[i]!;
    },
    route,
    reads: routeParamNames(route),
  }));
}

function toolDefinitions(routes: readonly RouteParams[], editions: EditionRegistry): Tool[] {
  const document = openApiDocument(editions);
  const paths = document.paths as Record<string, { get: Operation } | undefined>;
  return routes.map((route): Tool => {
    const operation = paths[route.path]?.get;
    if (operation === undefined) throw new Error(`the OpenAPI document has no GET ${route.path}`);
    return {
      name: toolName(route.path),
      title: operation.summary,
      description: `${operation.summary}\n\nA place is ${placeKinds()}.\n\n${operation.description}`,
      inputSchema: inputSchema(route),
      outputSchema: selfContained(operation.responses[200].content['application/json'].schema, document.components.schemas),
      // Reads a fixed dataset: the same arguments give the same answer, and nothing changes anywhere.
      annotations: { title: operation.summary, readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    };
  });
}
