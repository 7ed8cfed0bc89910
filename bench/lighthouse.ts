/**
 * Lighthouse in its default mobile mode (emulated phone, throttled network and CPU) on the page as
 * built, served by the real local server: the four category scores and the figures behind the
 * issues they catch (layout shift, console errors). Uses Debian's Chromium (CHROME_PATH, default
 * /usr/bin/chromium). Performance depends on the machine, so this is a benchmark, never a test.
 * `npx tsx bench/lighthouse.ts [runs] [page query]` prints a Markdown table; `benchLighthouse()` returns the figures.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { startServerProcess } from '../test/support/serverProcess.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

export interface LighthouseRun {
  scores: Record<Category, number>;
  cumulativeLayoutShift: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  /** Audits below a full score, by id, for reading what to fix. */
  failing: string[];
}

/** `runs` Lighthouse runs of the page at `query` (default `?zip=10024`, the case), each in a fresh Chromium. */
export async function benchLighthouse(runs = 3, query = '?zip=10024'): Promise<LighthouseRun[]> {
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  // chrome-launcher reports a missing binary as an unhandled 'error' event, which would end the whole `npm run bench`.
  if (!existsSync(chromePath)) throw new Error(`no Chromium at ${chromePath} (set CHROME_PATH)`);
  const server = await startServerProcess();
  const results: LighthouseRun[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const chrome = await chromeLauncher.launch({
        chromePath,
        chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
      });
      try {
        const result = await lighthouse(`${server.url}/${query}`, { port: chrome.port, logLevel: 'error', onlyCategories: [...CATEGORIES] });
        if (!result) throw new Error('lighthouse returned no result');
        const { categories, audits } = result.lhr;
        const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)])) as Record<Category, number>;
        const failing = CATEGORIES.flatMap((c) => categories[c]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => ref.id);
        results.push({
          scores,
          cumulativeLayoutShift: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
          largestContentfulPaintMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
          totalBlockingTimeMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
          failing: [...new Set(failing)],
        });
      } finally {
        await chrome.kill();
      }
    }
  } finally {
    await server.stop();
  }
  return results;
}

/** One row per run, in Markdown. */
export function lighthouseTable(runs: readonly LighthouseRun[]): string {
  const rows = runs.map((r, i) =>
    `| ${i + 1} | ${CATEGORIES.map((c) => r.scores[c]).join(' | ')} | ${r.cumulativeLayoutShift.toFixed(3)} | ${Math.round(r.largestContentfulPaintMs)} | ${Math.round(r.totalBlockingTimeMs)} | ${r.failing.join(', ') || '—'} |`,
  );
  return [
    '| run | performance | accessibility | best practices | SEO | CLS | LCP ms | TBT ms | weighted audits below full score |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const runs = Number(process.argv[2] ?? 3);
  console.log(lighthouseTable(await benchLighthouse(runs, process.argv[3])));
}
