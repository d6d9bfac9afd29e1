import { StreamableFile } from '@nestjs/common';
import { FastifyAdapter } from '@nestjs/platform-fastify';

/**
 * Nest's Fastify adapter, but a reply of a whole body is not awaited (docs/decisions.md#hot-path-hooks).
 * The adapter's `reply` returns Fastify's reply, which is a thenable, and Nest's response controller
 * returns it from an async function: so every answer's promise waited for the response to finish, and
 * Fastify made an end-of-stream listener for each (3 % of the API's CPU on a catalog search). A
 * body is handed to the socket whole when `send` returns, and a failure after that is the client's
 * going away, which Fastify handles and Nest could no longer answer; a stream (a StreamableFile) is
 * still awaited, so Nest destroys it if sending it fails.
 */
export class ShopFastifyAdapter extends FastifyAdapter {
  override reply(...args: Parameters<FastifyAdapter['reply']>): ReturnType<FastifyAdapter['reply']> {
    const sent = super.reply(...args);
    // The base's type, as its callers only await what it returns: undefined resolves at once.
    return (args[1] instanceof StreamableFile ? sent : undefined) as ReturnType<FastifyAdapter['reply']>;
  }
}
