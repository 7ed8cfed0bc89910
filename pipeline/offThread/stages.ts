/**
 * The stages that run in a worker thread beside the others: they read only raw files and the
 * ZCTAs, and write only their own files, so on a 2-core machine they cost the build no wall time
 * while the NCEI stages run on the main thread. build.ts lists them in STAGES where their results
 * belong; offThread/run.ts hands those results back in that order, so the output is unchanged.
 */
import { PREVIOUS_EDITION } from '../../lib/editions.ts';
import type { Stage } from '../context.ts';
import { byVariableEditionStage } from '../stages/byVariableEdition.ts';
import { citiesStage } from '../stages/cities.ts';
import { editionZipsStage } from '../stages/editionZips.ts';
import { zctaStage } from '../stages/zctas.ts';

/** In the order the worker runs them: the 1981–2010 edition first, since the main thread needs it sooner. */
export const OFF_THREAD_STAGES: readonly Stage[] = [byVariableEditionStage(PREVIOUS_EDITION), editionZipsStage(PREVIOUS_EDITION), citiesStage];

/** What the worker runs first for itself (its results stay there): the ZCTAs they all read. */
export const OFF_THREAD_PREREQUISITES: readonly Stage[] = [zctaStage];
