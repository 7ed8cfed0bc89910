/**
 * The "hints" stage: a default-edition ZIP without normals records which other editions answer it,
 * and nothing else changes.
 */
import { describe, expect, it } from 'vitest';
import type { UncoveredZip, ZipRecord } from '../../lib/dataTypes.ts';
import { BuildContext } from '../../pipeline/context.ts';
import { coverageHintStage } from '../../pipeline/stages/coverageHints.ts';
import { ANCHORAGE, CENTRAL_PARK } from '../support/memoryStore.ts';

const uncovered = (zip: string): UncoveredZip => ({ ...ANCHORAGE, location: { ...ANCHORAGE.location, zip } });
const covered = (zip: string): ZipRecord => ({ ...CENTRAL_PARK, location: { ...CENTRAL_PARK.location, zip } });

function run(others: Map<string, Map<string, ZipRecord>> | undefined) {
  const ctx = new BuildContext('/raw', '/out', () => {});
  ctx.set('records', new Map([['10024', covered('10024')], ['99501', uncovered('99501')], ['99502', uncovered('99502')]]));
  if (others) ctx.set('editionRecords', others);
  coverageHintStage.run(ctx);
  return ctx.get('records');
}

describe('coverageHintStage', () => {
  it('marks each ZIP without normals with the editions that cover it, and leaves covered ZIPs alone', () => {
    const records = run(new Map([['1981-2010', new Map([['99501', covered('99501')], ['99502', { ...uncovered('99502'), coverage: 'station-quarantined', reason: 'x' }]])]]));
    expect(records.get('99501')).toMatchObject({ coveredBy: ['1981-2010'] });
    expect(records.get('99502')).toMatchObject({ coveredBy: [] });
    expect(records.get('10024')).toEqual(covered('10024'));
  });
  it('adds nothing when the build has no other edition', () => {
    expect(run(undefined).get('99501')).toEqual(uncovered('99501'));
  });
});
