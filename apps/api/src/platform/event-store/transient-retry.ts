// PostgreSQL's "try again" answers: a deadlock victim or a serialization failure changed nothing,
// so the whole transaction can run again. Bounded, with a little jitter so retries do not collide.
const TRANSIENT = new Set(['40001', '40P01']);

export async function withTransientRetry<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const code = (error as { code?: string; driverError?: { code?: string } }).driverError?.code ?? (error as { code?: string }).code;
      if (attempt >= attempts || !code || !TRANSIENT.has(code)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 10));
    }
  }
}
