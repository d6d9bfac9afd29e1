import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

// docs/decisions.md#api-compression. The catalog's answers (the shelves, a category, a search) are JSON
// bytes made once per snapshot and sent thousands of times: a shopper on a phone gets them compressed
// (the shelf list 139 kB → 18 kB), and each compression runs once per snapshot, not once per request,
// as an on-the-fly compressor (@fastify/compress) would. Brotli 5 and gzip 6: 3 ms and 2 ms for the
// whole list here; brotli 9 and above took 40 times as long for 5 % fewer bytes.
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
const GZIP = { level: 6 };
// Below this a compressed answer saves less than its headers and the work cost.
const WORTH_COMPRESSING = 1024;

type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];

/** One JSON answer's bytes and its compressed copies, each made the first time a client accepts it. */
class Encoded {
  private readonly copies = new Map<Encoding, Buffer>();

  constructor(private readonly raw: Buffer) {}

  in(encoding: Encoding): Buffer {
    let copy = this.copies.get(encoding);
    if (!copy) {
      copy = encoding === 'br' ? brotliCompressSync(this.raw, BROTLI) : gzipSync(this.raw, GZIP);
      this.copies.set(encoding, copy);
    }
    return copy;
  }
}

// Keyed by the very Buffer a handler returns: the copies live exactly as long as the snapshot's bytes.
const encodable = new WeakMap<Buffer, Encoded>();

/** Marks memoised JSON bytes as sent compressed to clients that accept it; returns them unchanged. */
export function precompressible(raw: Buffer): Buffer {
  if (raw.length >= WORTH_COMPRESSING && !encodable.has(raw)) encodable.set(raw, new Encoded(raw));
  return raw;
}

/**
 * Swaps a marked answer for its copy in the encoding the client prefers (Accept-Encoding, q-values
 * honoured), at the last step before sending; any other answer goes as it was.
 */
export function sendPrecompressed(app: NestFastifyApplication): void {
  // A hook that takes a callback, not an async one: no promise a request (docs/decisions.md#hot-path-hooks).
  app.getHttpAdapter().getInstance().addHook('onSend', (request, reply, payload, done) => {
    const encoded = Buffer.isBuffer(payload) ? encodable.get(payload) : undefined;
    if (!encoded) return done(null, payload);
    reply.header('vary', 'accept-encoding');
    const accepted = request.headers['accept-encoding'];
    const encoding = typeof accepted === 'string' ? negotiate(accepted, ENCODINGS) : null;
    if (!encoding || reply.statusCode !== 200) return done(null, payload);
    const copy = encoded.in(encoding);
    reply.header('content-encoding', encoding);
    reply.header('content-length', copy.length);
    done(null, copy);
  });
}
