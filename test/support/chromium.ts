/**
 * Debian's Chromium, headless, as every browser test starts it: no sandbox (CI runs as root) and
 * no background networking (this machine's closed network refuses those connections).
 */
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  // The suites inject axe and their own checks as inline scripts and styles, which the page's
  // Content-Security-Policy rightly forbids: their pages bypass it (the headers are tested apart).
  const [newPage, newContext] = [browser.newPage.bind(browser), browser.newContext.bind(browser)];
  browser.newPage = (options = {}) => newPage(Object.assign({ bypassCSP: true }, options));
  browser.newContext = (options = {}) => newContext(Object.assign({ bypassCSP: true }, options));
  return browser;
}
