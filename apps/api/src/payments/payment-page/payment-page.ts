import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';

const STYLE = `body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}
h1{font-size:1.4rem}.amount{font-size:2rem;font-weight:700}.actions{display:flex;gap:1rem;margin-top:1.5rem}
button{font-size:1rem;padding:.75rem 1.5rem;border-radius:.5rem;border:0;cursor:pointer}
.pay{background:#0c831f;color:#fff}.fail{background:#e5e5e5;color:#1a1a1a}.note{color:#555;font-size:.9rem}`;

// A strict CSP: nothing external, no script, only this exact inline style (by hash), forms to us only.
const CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "form-action 'self'",
  "frame-ancestors 'self'",
  "base-uri 'none'",
].join('; ');

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML element content and double-quoted attributes. */
export const escapeHtml = (value: string | number): string => String(value).replace(/[&<>"']/g, (c) => ENTITIES[c]);

/** Sends a small server-rendered page; `body` must already be escaped. */
export function sendPaymentPage(reply: FastifyReply, title: string, body: string): void {
  reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', CSP)
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'no-store')
    .send(`<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`);
}
