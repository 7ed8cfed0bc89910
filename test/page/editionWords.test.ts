import { describe, expect, it } from 'vitest';
import { editionWords } from '../../page/editionWords.ts';

describe('editionWords', () => {
  it.each([
    { label: '1991–2020', snow: true, yearTitle: 'The year', banner: '1991–2020', note: false, beside: false },
    { label: '1981–2010', snow: true, yearTitle: 'The year, 1981–2010 normals', banner: '1981–2010 (the previous edition)', note: true, beside: true },
    { label: '1981–2010', snow: false, yearTitle: 'The year, 1981–2010 normals', banner: '1981–2010 (the previous edition)', note: true, beside: true },
  ])('$label (snowfall file in the build: $snow)', ({ label, snow, yearTitle, banner, note, beside }) => {
    const words = editionWords(label, snow);
    expect(words.yearTitle).toBe(yearTitle);
    expect(words.banner).toBe(banner);
    expect(words.profileNote !== null).toBe(note);
    expect(words.changeBesideMonths).toBe(beside);
    expect(words.yearTitle).toBe(`The year${words.suffix}`);
  });

  it('names the other edition in the table caption and the profile heading', () => {
    const words = editionWords('1981–2010', true);
    expect(words.monthsCaption).toContain('Monthly normals 1981–2010');
    expect(words.profileTitle).toContain('1991–2020');
    expect(words.profileNote).toContain('exists for 1991–2020 only');
  });

  it("blames the build, not the station, for a missing snowfall file", () => {
    expect(editionWords('1981–2010', false).monthsCaption).toContain('this build does not include NCEI’s 1981–2010 snowfall file');
    expect(editionWords('1981–2010', true).monthsCaption).not.toContain('snowfall file');
  });
});
