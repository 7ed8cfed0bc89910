/**
 * What the page says about the normals edition it shows, pure (tested): the banner, the headings
 * and captions that name a non-default edition, and, when this build lacks the edition's snowfall
 * file, that the empty snow column is the build's gap and not the station's.
 */
import { DEFAULT_EDITION, PREVIOUS_EDITION } from '../lib/editions.ts';

export interface EditionWords {
  banner: string;
  /** Appended to the month-by-month headings and status line: '' for the default edition. */
  suffix: string;
  yearTitle: string;
  monthsCaption: string;
  profileTitle: string;
  /** Said above the profile when the table above it is another edition; null for the default. */
  profileNote: string | null;
  /** Whether the change since 1981–2010 belongs beside the month table (the person is comparing editions). */
  changeBesideMonths: boolean;
}

const NO_SUCH_NORMAL = '“—” is a value this answer does not have: why is said under the tables.';
const PROFILE_TOPICS = 'freezes, seasons, degree days';

/**
 * @param label the edition's label as the answer gives it (`normalsPeriod`), e.g. "1981–2010"
 * @param snowfallInBuild false when the build says it has no snowfall file for that edition
 * @param unitCaption the answer's units in words, for the table caption
 * @example editionWords('1991–2020', true).yearTitle // 'The year'
 * @example editionWords('1981–2010', false).yearTitle // 'The year, 1981–2010 normals'
 */
export function editionWords(label: string, snowfallInBuild: boolean, unitCaption = '°F and inches'): EditionWords {
  if (label === DEFAULT_EDITION.label) {
    return {
      banner: label,
      suffix: '',
      yearTitle: 'The year',
      monthsCaption: `Monthly normals (${unitCaption}); ${NO_SUCH_NORMAL}`,
      profileTitle: `Climate profile: ${PROFILE_TOPICS}`,
      profileNote: null,
      changeBesideMonths: false,
    };
  }
  const snow = snowfallInBuild
    ? ''
    : ` Snow is “—” in every month because this build does not include NCEI’s ${label} snowfall file, not because the station lacks it.`;
  return {
    banner: `${label} (the previous edition)`,
    suffix: `, ${label} normals`,
    yearTitle: `The year, ${label} normals`,
    monthsCaption: `Monthly normals ${label} (${unitCaption}); ${NO_SUCH_NORMAL}${snow}`,
    profileTitle: `Climate profile, ${DEFAULT_EDITION.label} normals: ${PROFILE_TOPICS}`,
    profileNote:
      `The climate profile exists for ${DEFAULT_EDITION.label} only, so this part is ${DEFAULT_EDITION.label}, not ${label}.` +
      (label === PREVIOUS_EDITION.label ? ` How the station’s normals changed since ${label} is beside the table above.` : ''),
    changeBesideMonths: label === PREVIOUS_EDITION.label,
  };
}
