import { HttpHandler, type HttpResponseResolver } from 'msw';
import type { Method, Operation, ParamNames, PathsWith, RequestBodyOf, ShopPath, Success } from './contract-paths.js';
import { apiUrl } from './handler-kit.js';

// MSW handlers typed by the API's own contract (libs/api-client/src/contract, written by `npm run contracts`
// from the DTOs): a handler for a route the API does not have, a request body of another shape or a
// response the API would not send fails `npm run typecheck`, so the stories and tests cannot drift from
// the API they stand in for.

/** What the API sends on every refusal (platform/http/api-exception.filter.ts). */
export interface ApiErrorBody {
  statusCode: number;
  msg: string;
}

/** What a route answers: its success body (or anything, where the contract declares none) or an error. */
export type ResponseOf<P extends ShopPath, M extends Method> = [Success<Operation<P, M>>] extends [never] ? Record<string, unknown> | null : Success<Operation<P, M>> | ApiErrorBody;

export type ContractResolver<M extends Method, P extends PathsWith<M>> = HttpResponseResolver<
  { [K in ParamNames<P>]: string },
  RequestBodyOf<Operation<P, M>>,
  ResponseOf<P, M>
>;

/**
 * MSW's handler for one route, which turns a request of another method or outside the route's fixed start away
 * before MSW's own matching. MSW tries every request of the page (in the workbench its modules and pictures too)
 * against each handler in turn until one answers, and its `parse` reads the page's cookies (a synchronous call
 * to the browser process) and matches the whole path for each: up to 75 times a request with the shop's
 * handlers. The answer is the same; a request that passes the cheap test goes through MSW's matching as before.
 */
class ApiRouteHandler extends HttpHandler {
  private readonly httpMethod: string;
  /** The path up to its first parameter, lower-cased (MSW matches paths without regard to case). */
  private readonly fixedStart: string;

  constructor(method: Method, apiPath: string, resolver: HttpResponseResolver) {
    super(method.toUpperCase(), apiUrl(apiPath), resolver);
    this.httpMethod = method.toUpperCase();
    const path = new URL(apiUrl(apiPath).slice(1), 'http://x').pathname;
    this.fixedStart = path.slice(0, path.includes(':') ? path.indexOf(':') : undefined).toLowerCase();
  }

  override async parse(args: Parameters<HttpHandler['parse']>[0]): ReturnType<HttpHandler['parse']> {
    if (args.request.method.toUpperCase() !== this.httpMethod || !new URL(args.request.url).pathname.toLowerCase().startsWith(this.fixedStart)) {
      return { match: { matches: false, params: {} }, cookies: {} };
    }
    return super.parse(args);
  }
}

function route<M extends Method>(method: M) {
  return <P extends PathsWith<M>>(path: P, resolver: ContractResolver<M, P>): HttpHandler =>
    new ApiRouteHandler(method, path.replace(/\{(\w+)\}/g, ':$1'), resolver as never);
}

/** `api.get('/products/{id}', resolver)`: MSW's `http`, keyed by the contract's routes and typed by them. */
export const api = { get: route('get'), post: route('post'), put: route('put'), patch: route('patch'), delete: route('delete') };
