import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { Method, MswPath, PathsWith } from './contract-paths.js';

// Shared pieces of the MSW handlers. URLs start with "*" so they match the API on any origin
// (Storybook's, a test's 127.0.0.1, the shop's own).

export const apiUrl = (path: string): string => `*/api${path}`;

export type { Method } from './contract-paths.js';

/** One API route as MSW matches it, e.g. ['get', '/products/:id']: only a route the API's contract has. */
export type Endpoint = { [M in Method]: readonly [M, MswPath<PathsWith<M>>] }[Method];

/** The API's catch-all 5xx text (apps/api platform/http/api-exception.filter.ts). */
export const UNEXPECTED_MESSAGE = 'Something went wrong on our side. Please try again.';

/** An error the way the API sends every error: `{ statusCode, msg }`. */
export const errorReply = (status: number, msg: string) => HttpResponse.json<{ statusCode: number; msg: string }>({ statusCode: status, msg }, { status });

/** A refusal as errorReply answers it: typed, so a contract-typed handler may return it. */
export type ErrorReply = ReturnType<typeof errorReply>;

/** Every endpoint answers with this status and server message (a 500 by default). */
export function failingHandlers(endpoints: readonly Endpoint[], msg = UNEXPECTED_MESSAGE, status = 500): HttpHandler[] {
  return endpoints.map(([method, path]) => http[method](apiUrl(path), () => errorReply(status, msg)));
}

/** Every endpoint stays unanswered: the screen's loading state, held for as long as the story shows. */
export function loadingHandlers(endpoints: readonly Endpoint[]): HttpHandler[] {
  return endpoints.map(([method, path]) =>
    http[method](apiUrl(path), async () => {
      await delay('infinite');
      return HttpResponse.json(null);
    }),
  );
}

/** The JSON body of a request, or {} when it has none or it is not JSON. */
export async function bodyOf<T extends object>(request: Request): Promise<Partial<T>> {
  try {
    const body: unknown = await request.json();
    return body && typeof body === 'object' ? (body as Partial<T>) : {};
  } catch {
    return {};
  }
}

/** A new id of 24 hexadecimal characters, as the API's ids are. */
export function newObjectId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** 1-based page of a list, as the API pages its lists. */
export function pageOf<T>(items: readonly T[], url: URL, defaultLimit: number) {
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  const limit = Math.max(1, Number(url.searchParams.get('limit')) || defaultLimit);
  return {
    items: items.slice((page - 1) * limit, page * limit),
    pagination: { page, pages: Math.max(1, Math.ceil(items.length / limit)), total: items.length, limit },
  };
}
