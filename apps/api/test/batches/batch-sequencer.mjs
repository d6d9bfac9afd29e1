import Sequencer from '@jest/test-sequencer';

const JestSequencer = Sequencer.default ?? Sequencer; // the CommonJS class, as an ES module sees it

/**
 * Hands jest's workers the batches in the order spec-batches.mjs numbered them, longest first. jest's
 * own order is by the last run's times, or by file size on a clean clone, which says nothing about a
 * batch: the longest could start last and keep one worker busy long after the other had finished.
 */
export default class BatchSequencer extends JestSequencer {
  sort(tests) {
    return [...tests].sort((a, b) => a.path.localeCompare(b.path));
  }
}
