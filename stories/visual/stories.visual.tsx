import { screenshotHindiScreens, screenshotStories } from './visual-stories';

// One file: Vitest's browser mode ran four shard files no faster (measured: 44 s either way).
screenshotStories(0, 1);
screenshotHindiScreens();
