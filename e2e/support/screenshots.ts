import path from 'node:path';

/** Screenshots kept as CI artefacts, wherever the runner was started from. */
export const screenshotPath = (name: string) =>
  path.resolve(import.meta.dirname, '../test-results/screenshots', `${name}.png`);
