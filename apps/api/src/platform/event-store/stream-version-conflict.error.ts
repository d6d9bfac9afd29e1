/** A writer expected another version of the stream: somebody else changed it first. HTTP 409. */
export class StreamVersionConflictError extends Error {
  override name = 'StreamVersionConflictError';

  constructor(
    readonly streamId: string,
    readonly expected: number | 'no_stream',
    readonly actual: number,
  ) {
    super(`This was changed by someone else in the meantime (${streamId} is at version ${actual}, expected ${expected}). Please reload and try again.`);
  }
}
