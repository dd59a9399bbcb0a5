import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium: the browser tests never download one (`apt-get install chromium`). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];

/**
 * Whether the browser tests can run. In CI a missing Chromium is a failure (it must be
 * installed there); elsewhere the tests are left out with a message nobody can miss.
 */
export function chromiumAvailable(): boolean {
  if (existsSync(CHROMIUM)) return true;
  if (process.env.CI === 'true') throw new Error(`Chromium is required in CI but ${CHROMIUM} is missing: apt-get install -y chromium`);
  console.warn(`\n!!! Browser tests SKIPPED: no Chromium at ${CHROMIUM}.\n` + '!!! Install it with: apt-get update && apt-get install -y chromium\n');
  return false;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
}
