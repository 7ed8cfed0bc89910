import { describe, expect, it } from 'vitest';
import { withoutOutsideRequests } from '../../tools/buildDocs.ts';

const LOGO = 'https://cdn.redoc.ly/redoc/logo-mini.svg';

describe("the reference bundle's one outside request", () => {
  it('is pointed at an empty data: URL', () => {
    expect(withoutOutsideRequests(`a src:"${LOGO}" b`)).toBe('a src:"data:," b');
  });
  it.each([['absent', 'no logo here'], ['twice', `${LOGO} ${LOGO}`]])('stops the build when %s (a new Redoc: check /docs offline again)', (_name, bundle) => {
    expect(() => withoutOutsideRequests(bundle)).toThrow(/logo URL once/);
  });
});
