/**
 * The API's messages the page shows, in words: no request path, no `name=value` syntax, each
 * still a sentence.
 */
import { describe, expect, it } from 'vitest';
import { messages } from '../../lib/messages.ts';
import { HTTP_SPEAKER, say, type Message } from '../../lib/wording.ts';
import { noticeWords } from '../../page/noticeWords.ts';

const hint = messages.otherEditionAnswers('1981–2010', '/typical-weather', [['zip', '99501'], ['period', '1981-2010']]);
const pointHint = messages.otherEditionAnswers('1981–2010', '/typical-weather', [['lat', '61.223'], ['lon', '-149.856'], ['period', '1981-2010']], 'point');
/** A message as the API sends it to the page: its HTTP wording. */
const sent = (message: Message): string => say(message, HTTP_SPEAKER);

describe('noticeWords', () => {
  it.each([
    [
      messages.stationNotInBuild("ZIP 99501's", 'ANCHORAGE MERRILL FLD, AK US', 'USW00026409', 0.2, '1991–2020', hint),
      "ZIP 99501's nearest normals station is ANCHORAGE MERRILL FLD, AK US (USW00026409, 0.2 mi away), but that station's 1991–2020 " +
        'monthly normals are not in this build. No other station is substituted. The 1981–2010 normals (another period, possibly ' +
        'from another station) do cover this ZIP.',
    ],
    [messages.stationNotInBuild("The point 61.223, -149.856's", 'X', 'Y', 1, '1991–2020', pointHint), expect.stringMatching(/do cover this point\.$/)],
    [messages.zipNotInDataset('20500'), expect.stringMatching(/Send the street address instead \(answered for the ZIP area nearest it\) or the town \(City, ST\)\.$/)],
    [messages.badCoordinate('lat', '95', 90), 'lat "95" is not a latitude: use decimal degrees from -90 to 90 (e.g. 40.78).'],
    [messages.outsideCoverage(43.653, -79.383), messages.outsideCoverage(43.653, -79.383)],
  ])('%s', (message, words) => expect(noticeWords(sent(message))).toEqual(words));

  it.each([
    messages.stationNotInBuild("ZIP 99501's", 'A', 'B', 1, '1991–2020', hint),
    messages.zipNotInDataset('20500'),
    messages.badCoordinate('lon', '200', 180),
    messages.addressNotFound('Nowhere', 'the city index'),
    messages.geocoderUnavailable('1 Main St, Nowhere, OH'),
  ])('no API syntax in the words of %s', (message) => {
    expect(noticeWords(sent(message))).not.toMatch(/\/typical-weather|\/climate-|\w=/);
  });
});
