import { ApiError, NETWORK_ERROR_STATUS, TOO_MANY_REQUESTS_MESSAGE } from './api-error.js';

export interface HttpClientOptions {
  /** Origin of the shop, e.g. "https://jhatpat.example"; "" for the page's own origin. */
  baseUrl?: string;
  /** The bearer token of the signed-in user, read on every call so a login takes effect at once. */
  getToken?: () => string | null;
  fetch?: typeof fetch;
}

export interface RequestOptions {
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export type HttpClient = ReturnType<typeof createHttpClient>;

/** A JSON client for the REST contract under /api. Errors arrive as ApiError with the server's msg. */
export function createHttpClient({ baseUrl = '', getToken = () => null, fetch: fetchImpl = fetch }: HttpClientOptions = {}) {
  async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    const token = getToken();
    if (token) headers.authorization = `Bearer ${token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';

    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}/api${path}${queryString(options.query)}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
      });
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error;
      throw new ApiError(NETWORK_ERROR_STATUS, 'Could not reach Jhatpat. Check your connection and try again.');
    }
    const body = await readBody(response);
    if (!response.ok) {
      const fallback = response.status === 429 ? TOO_MANY_REQUESTS_MESSAGE : response.statusText;
      const details = body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
      throw new ApiError(response.status, messageOf(body) ?? fallback, retryAfterOf(response), details);
    }
    return body as T;
  }

  return {
    get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
    put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
    patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, { ...options, body }),
    delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  };
}

function queryString(query: RequestOptions['query']): string {
  const entries = Object.entries(query ?? {}).filter((entry): entry is [string, string | number] => entry[1] !== undefined);
  return entries.length ? `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)]))}` : '';
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Retry-After in seconds (the API sends seconds; an HTTP date is read too). */
function retryAfterOf(response: Response): number | null {
  const header = response.headers.get('retry-after');
  if (!header) return null;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header) : Math.ceil((Date.parse(header) - Date.now()) / 1000);
  return Number.isFinite(seconds) ? Math.max(0, seconds) : null;
}

function messageOf(body: unknown): string | null {
  if (body && typeof body === 'object' && typeof (body as { msg?: unknown }).msg === 'string') {
    return (body as { msg: string }).msg;
  }
  return null;
}
