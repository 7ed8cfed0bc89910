/**
 * The stages that run in a worker thread beside the others: they read only raw files and the
 * ZCTAs, and write only their own files, so on a 2-core machine they cost the build no wall time
 * while the default edition's stages run on the main thread. The build plan (pipeline/plan.ts)
 * places them where their results belong; offThread/run.ts hands those results back in that order,
 * so the output is unchanged. Derived from the registry, so the worker makes the same list.
 */
import type { Edition, EditionRegistry } from '../../lib/editions.ts';
import type { Stage } from '../context.ts';
import { byStationEditionStage } from '../stages/byStationEdition.ts';
import { byVariableEditionStage } from '../stages/byVariableEdition.ts';
import { citiesStage } from '../stages/cities.ts';
import { editionZipsStage } from '../stages/editionZips.ts';
import { twinsStage } from '../stages/twins.ts';
import { zctaStage } from '../stages/zctas.ts';

export interface OffThreadStages {
  /** Per edition besides the default, in registry order: its read stage, then its ZIPs stage. */
  editions: Stage[];
  cities: Stage;
  /** Per edition besides the default, its twins (after the cities, whose places name the twins). */
  twins: Stage[];
  /** All of them, in the order the worker runs them: the editions first, since the main thread needs them sooner. */
  all: Stage[];
}

const plans = new WeakMap<EditionRegistry, OffThreadStages>();

/** The same stage objects for the same registry, so the build can tell them apart from copies. */
export function offThreadStages(editions: EditionRegistry): OffThreadStages {
  let plan = plans.get(editions);
  if (!plan) {
    const others = editions.all.filter((e) => e !== editions.default);
    const own = others.flatMap((e) => [readStage(e), editionZipsStage(e)]);
    const twins = others.map((e) => twinsStage(e, false));
    plans.set(editions, (plan = { editions: own, cities: citiesStage, twins, all: [...own, citiesStage, ...twins] }));
  }
  return plan;
}

/** The reader of an edition's format. */
function readStage(edition: Edition): Stage {
  return edition.format === 'fixed-width' ? byVariableEditionStage(edition) : byStationEditionStage(edition);
}

/** What the worker runs first for itself (its results stay there): the ZCTAs they all read. */
export const OFF_THREAD_PREREQUISITES: readonly Stage[] = [zctaStage];
