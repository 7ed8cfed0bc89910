/** The floor's function: one fixed answer, no imports, no data (bench/floorFunction.ts). */
export default (): Response => new Response('{"hello":"world"}', { headers: { 'content-type': 'application/json; charset=utf-8' } });

export const config = { path: '/hello' };
