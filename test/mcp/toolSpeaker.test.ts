/**
 * A message naming a next step, said to an HTTP client (a URL path, as the API always said it) and
 * to an MCP client (the tool and its arguments): one wording, two renderings.
 */
import { describe, expect, it } from 'vitest';
import { TOOL_SPEAKER } from '../../api/mcp/toolSpeaker.ts';
import { messages } from '../../lib/messages.ts';
import { HTTP_SPEAKER, say } from '../../lib/wording.ts';

describe('a next step, said to each client', () => {
  it.each([
    {
      message: messages.otherEditionAnswers('1981–2010', '/typical-weather', [['zip', '99501'], ['period', '1981-2010'], ['month', '7']]),
      http: ' The 1981–2010 normals (another period, possibly from another station) do cover this ZIP: /typical-weather?zip=99501&period=1981-2010&month=7',
      tool: ' The 1981–2010 normals (another period, possibly from another station) do cover this ZIP: call `typical-weather` with `{"zip":"99501","period":"1981-2010","month":"7"}`',
    },
    {
      message: messages.otherEditionAnswers('1981–2010', '/climate-twins', [['address', 'Anchorage, AK'], ['period', '1981-2010']], 'address'),
      http: ' The 1981–2010 normals (another period, possibly from another station) do cover this address: /climate-twins?address=Anchorage%2C%20AK&period=1981-2010',
      tool: ' The 1981–2010 normals (another period, possibly from another station) do cover this address: call `climate-twins` with `{"address":"Anchorage, AK","period":"1981-2010"}`',
    },
    {
      message: messages.wholeYearOnly('month'),
      http: 'month is not accepted here: /climate-profile covers the whole year. Use /typical-weather for one month.',
      tool: 'month is not accepted here: the `climate-profile` tool covers the whole year. Use the `typical-weather` tool for one month.',
    },
    {
      message: messages.twinsWholeYear('date'),
      http: "date is not accepted here: /climate-twins compares the whole year's monthly normals. Use /typical-weather for one month.",
      tool: "date is not accepted here: the `climate-twins` tool compares the whole year's monthly normals. Use the `typical-weather` tool for one month.",
    },
    {
      message: messages.stationNotInBuild("ZIP 99501's", 'ANCHORAGE', 'USW00026451', 6.4, '1991–2020', messages.otherEditionAnswers('1981–2010', '/typical-weather', [['zip', '99501']])),
      http: expect.stringMatching(/No other station is substituted\. The 1981–2010 .*: \/typical-weather\?zip=99501$/),
      tool: expect.stringMatching(/No other station is substituted\. The 1981–2010 .*: call `typical-weather` with `\{"zip":"99501"\}`$/),
    },
  ])('$http', ({ message, http, tool }) => {
    expect(say(message, HTTP_SPEAKER)).toEqual(http);
    expect(say(message, TOOL_SPEAKER)).toEqual(tool);
  });
});
