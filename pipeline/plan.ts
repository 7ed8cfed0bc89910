/**
 * The build's stages, in order, derived from the edition registry: the default edition's stages
 * on the main thread, every other edition's read and ZIP stages (by its format) in the worker
 * thread, the change against the registry's change base, and the manifest last (it reports on all).
 * A new stage is one line here.
 */
import type { EditionRegistry } from '../lib/editions.ts';
import type { Stage } from './context.ts';
import { offThreadStages } from './offThread/stages.ts';
import { catalogStage } from './stages/catalog.ts';
import { changeStage } from './stages/change.ts';
import { dailyStage } from './stages/daily.ts';
import { coverageHintStage } from './stages/coverageHints.ts';
import { downloadStage } from './stages/downloads.ts';
import { manifestStage } from './stages/manifest.ts';
import { mappingStage } from './stages/mapping.ts';
import { monthlyStage } from './stages/monthly.ts';
import { payloadStage } from './stages/payloads.ts';
import { pointsStage } from './stages/points.ts';
import { profileStage } from './stages/profiles.ts';
import { servingStage } from './stages/serving.ts';
import { shardStage } from './stages/shards.ts';
import { twinsStage } from './stages/twins.ts';
import { zctaPointsStage } from './stages/zctaPoints.ts';
import { zctaStage } from './stages/zctas.ts';

export interface BuildPlan {
  stages: readonly Stage[];
  /** The stages of `stages` that run in the worker thread (offThread/stages.ts). */
  offThread: readonly Stage[];
}

/** @example buildPlan(EDITION_REGISTRY).stages.map((s) => s.name) // ['catalog', 'monthly', …, 'manifest'] */
export function buildPlan(editions: EditionRegistry): BuildPlan {
  const away = offThreadStages(editions);
  const current = editions.default;
  const stages = [
    catalogStage(current),
    monthlyStage(current),
    zctaStage,
    mappingStage,
    payloadStage,
    ...away.editions,
    coverageHintStage,
    shardStage,
    profileStage,
    dailyStage(current),
    downloadStage(current),
    ...(editions.changeBase ? [changeStage(editions.changeBase, current)] : []),
    pointsStage(editions),
    servingStage(editions),
    away.cities,
    twinsStage(current, true),
    ...away.twins,
    zctaPointsStage,
    manifestStage(editions),
  ];
  return { stages, offThread: away.all };
}
