/**
 * Whether this process runs the event store's background work: the processors' loops and the live
 * feed's tail. The shop does; a command-line tool registers the same processors (a rebuild may drain
 * one) but starts none, so it never works through the shop's backlog or moves its checkpoints.
 */
export const BACKGROUND_WORK = Symbol('BACKGROUND_WORK');
