// PostgreSQL's "try again" answers: a deadlock victim or a serialization failure changed nothing,
// so the whole transaction can run again. Bounded, with a little jitter so retries do not collide.
const TRANSIENT = new Set(['40001', '40P01']);

export async function withTransientRetry<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isTransientConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 10));
    }
  }
}

/** A deadlock victim or a serialization failure: nothing was changed, and the same work may succeed now. */
export function isTransientConflict(error: unknown): boolean {
  const code = (error as { code?: string; driverError?: { code?: string } }).driverError?.code ?? (error as { code?: string }).code;
  return code !== undefined && TRANSIENT.has(code);
}
