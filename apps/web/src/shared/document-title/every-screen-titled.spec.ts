import { describe, expect, it } from 'vitest';

// Every route's screen is a *-screen.tsx (apps/web/src/app/routes); each names the tab itself, so a new
// screen that forgets to fails here instead of showing index.html's title (issue 19 item 13).
const screens = import.meta.glob<string>(['../../features/**/*-screen.tsx', '../*-screen.tsx'], { query: '?raw', import: 'default', eager: true });

describe('document titles', () => {
  it('are set by every screen', () => {
    const untitled = Object.entries(screens)
      .filter(([, source]) => !source.includes('useDocumentTitle('))
      .map(([path]) => path);
    expect(Object.keys(screens).length).toBeGreaterThan(30);
    expect(untitled).toEqual([]);
  });
});
