import { EventStore, LiveEventFeed, type RecordedEvent } from '../../../src/platform/event-store/index.js';
import { cursorOf } from '../../../src/platform/event-store/read-after-position.js';
import { added, tallyStream } from '../../support/tally.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

async function until(condition: () => boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('the live event feed', () => {
  let shop: TestApp;
  let store: EventStore;
  let feed: LiveEventFeed;
  beforeAll(async () => {
    shop = await startTestApp();
    store = shop.app.get(EventStore);
    feed = shop.app.get(LiveEventFeed);
  });
  afterAll(() => shop.close());

  it('pushes what is committed from now on, once each, in commit order', async () => {
    const [before] = await store.append(tallyStream('before'), 'any', [added(1)], {});
    // Subscribe once the feed has pushed it (a fixed 300 ms was not enough on a loaded machine).
    await until(() => feed.position()?.globalPosition === before.globalPosition);
    const received: RecordedEvent[] = [];
    const unsubscribe = feed.subscribe((events) => received.push(...events));
    await Promise.all(Array.from({ length: 10 }, (_, i) => store.append(tallyStream(`live-${i % 3}`), 'any', [added(i), added(i)], {})));
    await until(() => received.length >= 20);
    await new Promise((r) => setTimeout(r, 300));
    unsubscribe();
    expect(received).toHaveLength(20);
    expect(received.some((e) => e.streamId === 'tally-before')).toBe(false);
    expect(new Set(received.map((e) => e.eventId)).size).toBe(20);
    for (const stream of ['tally-live-0', 'tally-live-1', 'tally-live-2']) {
      const versions = received.filter((e) => e.streamId === stream).map((e) => e.streamVersion);
      expect(versions).toEqual(versions.map((_, i) => i + 1));
    }
  });

  it('gives a reconnecting client exactly what it missed since its cursor', async () => {
    const seen: RecordedEvent[] = [];
    const unsubscribe = feed.subscribe((events) => seen.push(...events));
    await store.append(tallyStream('resume'), 'any', [added(1)], {});
    await until(() => seen.some((e) => e.streamId === 'tally-resume'));
    unsubscribe();
    const lastSeen = cursorOf(seen[seen.length - 1]);

    const missed = [
      ...(await store.append(tallyStream('resume'), 'any', [added(2)], {})),
      ...(await store.append(tallyStream('resume-other'), 'any', [added(3), added(4)], {})),
    ];
    await until(() => feed.position()?.globalPosition === missed[missed.length - 1].globalPosition);
    const caughtUp = await feed.readSince(lastSeen);
    expect(caughtUp.map((e) => e.eventId)).toEqual(missed.map((e) => e.eventId));
    expect(await feed.readSince(cursorOf(caughtUp[caughtUp.length - 1]))).toEqual([]);
    expect((await feed.readSince(lastSeen, ['TallyReset'])).length).toBe(0);
  });
});
