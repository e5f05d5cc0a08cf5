// `npm test` ends with browser journeys in Chromium: say at once, in one line, how to get it
// rather than failing after ten minutes of other tests.
import { accessSync, constants } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
try {
  accessSync(path, constants.X_OK);
} catch {
  console.error(
    `npm test needs Chromium at ${path}: install it (Debian/Ubuntu: apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}
