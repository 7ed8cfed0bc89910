/**
 * The requests whose default answers (no `period`) are pinned byte for byte in
 * test/fixtures/golden/default-responses.json: ZIPs covered and not, months and dates, addresses
 * through the fake Census geocoder, health, the OpenAPI document and the error cases.
 * `npx tsx test/golden/capture.ts` (after `npm run build`) rewrites the file; review its diff.
 */
import { createApi } from '../../api/createApi.ts';
import { startFakeGeocoder } from '../support/fakeGeocoder.ts';
import { repoRoot } from '../support/serverProcess.ts';
import path from 'node:path';

/** ZIPs with normals in the mirror build, ZIPs whose station is not in it, and ZIPs not in the dataset. */
const ZIPS = ['10024', '20004', '60007', '75006', '94102', '98158', '89012', '33122', '70001', '80501', '48174', '03766',
  '99501', '90210', '00601', '96799', '02134', '00000', '99999'];

const PATHS = [
  ...ZIPS.map((zip) => `/typical-weather?zip=${zip}`),
  ...ZIPS.slice(0, 4).flatMap((zip) => Array.from({ length: 12 }, (_, i) => `/typical-weather?zip=${zip}&month=${i + 1}`)),
  '/typical-weather?zip=10024&month=jul', '/typical-weather?zip=10024&date=2026-07-04', '/typical-weather?zip=10024&date=02-29',
  '/typical-weather?zip=99501&month=jan', '/typical-weather?zip=10024-1234', '/typical-weather?zip=1002',
  '/typical-weather?zip=10024&month=13', '/typical-weather?zip=10024&date=2026-02-30', '/typical-weather?month=jul',
  `/typical-weather?address=${encodeURIComponent('SeaTac, WA')}&month=jan`,
  `/typical-weather?address=${encodeURIComponent('New York, NY')}`,
  `/typical-weather?address=${encodeURIComponent('100 Joe Nuxhall Way, Cincinnati, OH 45202')}`,
  `/typical-weather?address=${encodeURIComponent('4600 Silver Hill Rd, Washington, DC 20233')}&month=3`,
  `/typical-weather?address=${encodeURIComponent('100 Main St, New York, NY')}&date=07-04`,
  `/typical-weather?address=${encodeURIComponent('Nowhereville, ZZ')}`,
  `/typical-weather?address=${'x'.repeat(101)}`,
  '/health', '/api', '/openapi.json', '/nope',
];

export interface GoldenResponse {
  method: string;
  path: string;
  status: number;
  headers: Record<string, string>;
  body: string;
}

const HEADERS = ['content-type', 'cache-control', 'access-control-allow-origin', 'retry-after', 'allow'];

/** Every golden request answered by the handler over site/data, as the fixture records it. */
export async function captureResponses(dataDir = path.join(repoRoot, 'site', 'data')): Promise<GoldenResponse[]> {
  const geocoder = await startFakeGeocoder();
  const api = createApi({ dataDir, geocoderUrl: geocoder.url, log: () => {} });
  try {
    const requests = [...PATHS.map((p) => ['GET', p] as const), ['POST', '/typical-weather?zip=10024'] as const];
    const out: GoldenResponse[] = [];
    for (const [method, p] of requests) {
      const response = await api.handler(new Request(`http://localhost${p}`, { method }));
      const headers = Object.fromEntries(HEADERS.flatMap((h) => (response.headers.has(h) ? [[h, response.headers.get(h)!]] : [])));
      out.push({ method, path: p, status: response.status, headers, body: await response.text() });
    }
    return out;
  } finally {
    await api.close();
    await geocoder.close();
  }
}
