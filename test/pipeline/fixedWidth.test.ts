/**
 * The 1981–2010 fixed-width reader: units, flags and special values as its readme defines them,
 * table-driven, and the layout of by-variable and inventory lines.
 */
import { describe, expect, it } from 'vitest';
import { FixedWidthError, fixedWidthValue, parseByVariable, parseInventory } from '../../pipeline/ncei/fixedWidth.ts';
import { byVariableLine, inventoryLine } from '../support/fixedWidthFiles.ts';

describe('fixedWidthValue', () => {
  const cases: { field: string; flag: string; divisor: number; expected: number | null }[] = [
    { field: '  703', flag: 'C', divisor: 10, expected: 70.3 },
    { field: ' -125', flag: 'S', divisor: 10, expected: -12.5 },
    { field: ' 1486', flag: 'R', divisor: 100, expected: 14.86 },
    { field: '    1', flag: 'P', divisor: 100, expected: 0.01 },
    { field: '    0', flag: 'Q', divisor: 10, expected: 0 },
    // -7777: a nonzero value that rounds to zero, a real 0 (it carries a flag).
    { field: '-7777', flag: 'S', divisor: 100, expected: 0 },
    { field: '-7777', flag: ' ', divisor: 100, expected: 0 },
    // -9999 missing, -8888 undefined date, -6666 undefined parameter, -5555 inconsistent: null, never 0.
    { field: '-9999', flag: ' ', divisor: 10, expected: null },
    { field: '-8888', flag: ' ', divisor: 10, expected: null },
    { field: '-6666', flag: ' ', divisor: 100, expected: null },
    { field: '-5555', flag: 'P', divisor: 100, expected: null },
  ];
  it.each(cases)('$field $flag / $divisor → $expected', ({ field, flag, divisor, expected }) => {
    expect(fixedWidthValue(field, flag, divisor, 'x')).toBe(expected);
  });

  const bad: { field: string; flag: string; why: RegExp }[] = [
    { field: '  703', flag: 'X', why: /unknown completeness flag "X"/ },
    { field: '  703', flag: ' ', why: /unknown completeness flag " "/ },
    { field: '  7.3', flag: 'C', why: /not an integer/ },
    { field: '     ', flag: 'C', why: /not an integer/ },
    { field: '-7000', flag: 'C', why: /not a special value/ },
  ];
  it.each(bad)('refuses $field $flag', ({ field, flag, why }) => {
    expect(() => fixedWidthValue(field, flag, 10, 'mly-tmax-normal.txt line 1')).toThrow(why);
    expect(() => fixedWidthValue(field, flag, 10, 'x')).toThrow(FixedWidthError);
  });
});

describe('parseByVariable', () => {
  const months = Array.from({ length: 12 }, (_, i): [number, string] => [300 + i, 'S']);
  it('reads 12 values a line, by station id, in the readme columns', () => {
    const line = byVariableLine('USW00094728', months);
    expect(line.length).toBe(101);
    expect(line.slice(18, 24)).toBe('  300S');
    expect(line.slice(95, 101)).toBe('  311S');
    const parsed = parseByVariable(`${line}\n${byVariableLine('USC00000002', [[-9999, ' '], ...months.slice(1)])}\n\n`, { count: 12, divisor: 10, source: 'f' });
    expect(parsed.get('USW00094728')).toEqual([30, 30.1, 30.2, 30.3, 30.4, 30.5, 30.6, 30.7, 30.8, 30.9, 31, 31.1]);
    expect(parsed.get('USC00000002')![0]).toBeNull();
  });
  it('reads annual files (one value)', () => {
    expect(parseByVariable(byVariableLine('USW00094728', [[12263, 'C']]), { count: 1, divisor: 100, source: 'f' }).get('USW00094728')).toEqual([122.63]);
  });
  it('fails naming the file, line and station on a short line or a station listed twice', () => {
    expect(() => parseByVariable('USW00094728   300S', { count: 12, divisor: 10, source: 'mly.txt' })).toThrow(/mly.txt line 1 \(USW00094728\): not a 12-value line/);
    const line = byVariableLine('USW00094728', months);
    expect(() => parseByVariable(`${line}\n${line}`, { count: 12, divisor: 10, source: 'mly.txt' })).toThrow(/line 2 .*listed twice/);
  });
});

describe('parseInventory', () => {
  it('reads id, place, elevation (metres; -999.9 unknown), state and name by column', () => {
    const text = [
      `${inventoryLine('USW00094728', 40.7789, -73.9692, 39.6, 'NY', 'NEW YORK CNTRL PK TWR')}          HCN 72505`,
      inventoryLine('USC00000002', -14.3167, 170.7667, -999.9, 'AS', 'AASUFOU'),
    ].join('\n');
    expect(parseInventory(text, 'allstations.txt')).toEqual([
      { id: 'USW00094728', lat: 40.7789, lon: -73.9692, elevationM: 39.6, state: 'NY', name: 'NEW YORK CNTRL PK TWR' },
      { id: 'USC00000002', lat: -14.3167, lon: 170.7667, elevationM: null, state: 'AS', name: 'AASUFOU' },
    ]);
  });
  it('reads the real inventory line as the readme lays it out', () => {
    const real = 'AQW00061705 -14.3306 -170.7136    3.7 AS PAGO PAGO WSO AP               GSN     91765';
    expect(parseInventory(real, 'allstations.txt')[0]).toEqual({ id: 'AQW00061705', lat: -14.3306, lon: -170.7136, elevationM: 3.7, state: 'AS', name: 'PAGO PAGO WSO AP' });
  });
});
