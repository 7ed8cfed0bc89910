/**
 * What every browser suite starts with: the real local server (`npm start`'s code) and Debian's
 * Chromium, started before the suite's tests and stopped after them.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './chromium.ts';
import { startServerProcess, type ServerProcess } from './serverProcess.ts';

export interface ServerAndBrowser {
  server: ServerProcess;
  browser: Browser;
}

/**
 * Registers the suite's hooks; the fields are set once its beforeAll has run. `env` is read then,
 * so it may use what an earlier beforeAll started.
 * @example const at = serverAndBrowser(); it('…', async () => (await at.browser.newPage()).goto(at.server.url))
 */
export function serverAndBrowser(env: () => Record<string, string> = () => ({})): ServerAndBrowser {
  const fixture = {} as ServerAndBrowser;
  beforeAll(async () => {
    fixture.server = await startServerProcess(env());
    fixture.browser = await launchChromium();
  });
  afterAll(async () => {
    await fixture.browser?.close();
    await fixture.server?.stop();
  });
  return fixture;
}
