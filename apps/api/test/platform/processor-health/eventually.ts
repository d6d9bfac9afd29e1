/**
 * Asks `probe` every `everyMs` until it returns something other than null (or false), and returns
 * that; fails after a deadline generous enough for a loaded machine, since what is awaited is a
 * background loop's doing, not a speed being measured.
 */
export async function eventually<T>(probe: () => Promise<T | null | false>, { deadlineMs = 60_000, everyMs = 100 } = {}): Promise<T> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const value = await probe();
    if (value !== null && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`not within ${deadlineMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
