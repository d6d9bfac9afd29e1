/**
 * The data keys this process has unwrapped, each with the wrapped text and the key-encryption key it was
 * unwrapped from (docs/decisions.md#erasure, "Opened keys"). A key is handed back only for the very
 * wrapped text its caller has just read from pii_keys: the memory saves the unwrapping (an AES-GCM open
 * and its parse), never the read, so an erasure, which sets the row's wrapped key to NULL, is seen as it
 * is without it. At most `limit` subjects; the one used longest ago goes first.
 */
export class OpenedKeys {
  private readonly bySubject = new Map<string, OpenedKey>();

  constructor(private readonly limit: number) {}

  /** The key `wrapped` (under the key-encryption key `kekId`) opens to, if this process opened it before. */
  get(subjectId: string, kekId: string, wrapped: string): Buffer | undefined {
    const opened = this.bySubject.get(subjectId);
    if (!opened || opened.wrapped !== wrapped || opened.kekId !== kekId) return undefined;
    // Used again: last to go (a Map iterates in insertion order).
    this.bySubject.delete(subjectId);
    this.bySubject.set(subjectId, opened);
    return opened.key;
  }

  /**
   * The key this process last opened for the subject under `kekId`, with its wrapped text: a key to offer
   * when the subject may have none yet (placing an order inserts it if the row is missing, as it would a
   * new one), so a returning customer's order makes and wraps no key of its own.
   */
  last(subjectId: string, kekId: string): { key: Buffer; wrapped: string } | undefined {
    const opened = this.bySubject.get(subjectId);
    return opened?.kekId === kekId ? opened : undefined;
  }

  remember(subjectId: string, kekId: string, wrapped: string, key: Buffer): void {
    // Kept already (a returning customer's order offered it): only used again.
    if (this.get(subjectId, kekId, wrapped)) return;
    // A copy of its own: a small Buffer is a slice of Node's shared 8 kB pool, which one kept key would keep whole.
    const own = Buffer.alloc(key.length);
    key.copy(own);
    this.bySubject.delete(subjectId);
    this.bySubject.set(subjectId, { kekId, wrapped, key: own });
    if (this.bySubject.size > this.limit) this.bySubject.delete(this.bySubject.keys().next().value!);
  }

  forget(subjectId: string): void {
    this.bySubject.delete(subjectId);
  }
}

interface OpenedKey {
  kekId: string;
  wrapped: string;
  key: Buffer;
}
