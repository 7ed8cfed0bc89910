import { describe, expect, it } from 'vitest';
import { joinBytes, lastMemberApart } from '../../api/jsonParts.ts';

describe('lastMemberApart: JSON.stringify\'s bytes, whatever the value', () => {
  it.each([
    { name: 'a two-byte head, an ASCII last member', value: { period: '1991–2020', n: 1, days: [{ date: '07-04', avgHighF: 84.3, p: null }] } },
    { name: 'one member', value: { days: [1, 2] } },
    { name: 'no member', value: {} },
    { name: 'the last member undefined (left out)', value: { a: 'é', days: undefined } },
    { name: 'every member but the last undefined', value: { a: undefined, days: [1] } },
    { name: 'a last member of text beyond Latin-1', value: { a: 1, note: '§ 4 — “quoted”' } },
    { name: 'a last member of nested records', value: { a: null, days: [{ q: { p25: 0.1, p75: null } }] } },
  ])('$name', ({ value }) => expect(lastMemberApart(value).toString('utf8')).toBe(JSON.stringify(value)));

  it('joins texts and bytes in order', () => expect(joinBytes(['{"a":', Buffer.from('"é"'), '}']).toString()).toBe('{"a":"é"}'));
});
