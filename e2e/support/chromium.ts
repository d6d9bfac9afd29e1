import type { LaunchOptions } from 'playwright-core';
// eslint-disable-next-line @nx/enforce-module-boundaries -- one list of Debian Chromium's flags for every browser test (the story tests, the budget check and the journeys); stories is no package to import by name.
import { chromiumFlags, chromiumPath } from '../../stories/system-chromium.js';

/** Debian's Chromium (never a downloaded one) with the story tests' flags; CHROMIUM_PATH overrides the location. */
export const chromiumLaunchOptions: LaunchOptions = { executablePath: chromiumPath, args: chromiumFlags };
