// How the journeys and the browser benchmarks start Debian's Chromium (no browser is downloaded here).

/** Debian's Chromium, headless, with nothing downloaded or synced. */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
