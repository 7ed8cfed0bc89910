/**
 * Stage "read <edition>": an edition published as fixed-width by-variable files (1981–2010): the
 * inventory, the monthly temperature and precipitation files (and monthly snowfall when present),
 * assembled by station id, validated, and cross-checked against the edition's annual files.
 * A station that fails is quarantined (left out, named with its reason); the build fails only when
 * more than 1 % fail, since then the reader or the upstream format must be wrong.
 */
import { readFile, stat } from 'node:fs/promises';
import type { DayCountField } from '../../lib/dayCounts.ts';
import type { FixedWidthEdition } from '../../lib/editions.ts';
import type { Stage } from '../context.ts';
import { annualProblems } from '../ncei/annualCrossCheck.ts';
import { assembleByVariable } from '../ncei/byVariableEdition.ts';
import { parseByVariable, parseInventory, type ByVariable } from '../ncei/fixedWidth.ts';
import { groupedIds } from '../output/report.ts';
import { quarantine } from '../quarantine.ts';
import { DataValidationError, monthlyProblems } from '../validate.ts';

/** Tenths of °F and hundredths of inches (readme IV); snowfall is in tenths of inches. */
const DIVISORS = { high: 10, low: 10, mean: 10, precip: 100, snow: 10 } as const;
/** Day counts are in tenths of days (readme IV). */
const DAY_COUNT_DIVISOR = 10;

export function byVariableEditionStage(edition: FixedWidthEdition): Stage {
  const { products: p } = edition;
  return {
    name: `read ${edition.slug}`,
    async run(ctx) {
      const path = (file: string) => `${p.root}/${file}`;
      if (!(await exists(ctx.rawPath(path(p.stations))))) {
        ctx.log(`${edition.label} edition: ${path(p.stations)} not in the raw data; that edition is not built`);
        ctx.addReport(`${edition.label} edition`, [`not built: ${path(p.stations)} is not in the raw data`]);
        return;
      }
      const text = (file: string) => {
        ctx.recordInput(path(file));
        return readFile(ctx.rawPath(path(file)), 'utf8');
      };
      const values = async (file: string, count: number, divisor: number): Promise<ByVariable> =>
        parseByVariable(await text(file), { count, divisor, source: path(file) });
      const snowPresent = await exists(ctx.rawPath(path(p.snow)));
      const dayFields = Object.keys(p.days) as DayCountField[];
      const daysPresent = await Promise.all(dayFields.map((field) => exists(ctx.rawPath(path(p.days[field])))));
      const days = Object.fromEntries(await Promise.all(dayFields.map(async (field, i) =>
        [field, daysPresent[i] ? await values(p.days[field], 12, DAY_COUNT_DIVISOR) : null] as const))) as Record<DayCountField, ByVariable | null>;
      const [stations, inventory, high, low, mean, precip, snow, annualMean, annualPrecip] = await Promise.all([
        text(p.stations).then((t) => parseInventory(t, path(p.stations))),
        text(p.temperatureInventory).then((t) => parseInventory(t, path(p.temperatureInventory))),
        values(p.high, 12, DIVISORS.high),
        values(p.low, 12, DIVISORS.low),
        values(p.mean, 12, DIVISORS.mean),
        values(p.precip, 12, DIVISORS.precip),
        snowPresent ? values(p.snow, 12, DIVISORS.snow) : null,
        values(p.annualMean, 1, DIVISORS.mean),
        values(p.annualPrecip, 1, DIVISORS.precip),
      ]);
      const { catalog, monthly } = assembleByVariable({
        stations,
        temperatureIds: new Set(inventory.map((s) => s.id)),
        monthly: { high, low, mean, precip, snow },
        days,
        source: p.root,
      });

      // The reason kept is every problem joined (as the manifest gives it); the build's message names each.
      const reasons = new Map<string, string>();
      const verdict = quarantine([...monthly.values()].map((m) => {
        const problems = [
          ...monthlyProblems(m, undefined),
          ...annualProblems(m, { mean: annualMean.get(m.id)?.[0], precip: annualPrecip.get(m.id)?.[0] }),
        ];
        if (problems.length > 0) reasons.set(m.id, problems.join('; '));
        return { id: m.id, problems: problems.map((p) => `${m.id}: ${p}`) };
      }));
      if (verdict.failure) throw new DataValidationError(`${edition.label} monthly normals`, verdict.problems, verdict.failure);
      const quarantined = new Map(verdict.quarantined.map((q) => [q.id, reasons.get(q.id)!]));
      for (const id of quarantined.keys()) monthly.delete(id);

      const snowfall = snowPresent
        ? { available: true, note: `monthly snowfall from ${path(p.snow)}` }
        : {
            available: false,
            note: `${path(p.snow)} (NCEI's monthly snowfall, tenths of inches) is not in the raw data of this build, so every ` +
              `${edition.label} avgSnowIn is null; a build with it reads it.`,
          };
      ctx.set('editionBuilds', new Map([...(ctx.find('editionBuilds') ?? []), [edition.slug, { catalog, monthly, quarantined, snowfall }]]));
      const candidates = [...catalog.values()].filter((s) => s.has.temperature).length;
      ctx.addReport(`${edition.label} edition (fixed-width by-variable files)`, [
        `${catalog.size} stations in ${path(p.stations)}; ${inventory.length} in the temperature inventory`,
        `${candidates} with 12 months of high, low and mean (the candidates for a ZIP); ${precip.size} with monthly precipitation`,
        `cross-check: the day-weighted mean of the monthly means against ${p.annualMean}, the sum of the monthly precipitation`,
        `against ${p.annualPrecip}, within NCEI's rounding; physical bounds and high >= mean >= low per month`,
        `${quarantined.size} station(s) quarantined (left out; their ZIPs answer 422 naming them):`,
        ...groupedIds([...quarantined].map(([id, why]) => ({ id, group: why }))),
        `snowfall: ${snowfall.note}`,
        `day counts: ${dayFields.map((field, i) => `${p.days[field]} ${daysPresent[i] ? 'read' : 'not in the raw data (null)'}`).join('; ')}`,
      ]);
    },
  };
}

async function exists(path: string): Promise<boolean> {
  return (await stat(path).catch(() => null))?.isFile() ?? false;
}
