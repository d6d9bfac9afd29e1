import { http, type HttpHandler, type HttpResponseResolver } from 'msw';
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

function route<M extends Method>(method: M) {
  return <P extends PathsWith<M>>(path: P, resolver: ContractResolver<M, P>): HttpHandler =>
    http[method](apiUrl(path.replace(/\{(\w+)\}/g, ':$1')), resolver as never);
}

/** `api.get('/products/{id}', resolver)`: MSW's `http`, keyed by the contract's routes and typed by them. */
export const api = { get: route('get'), post: route('post'), put: route('put'), patch: route('patch'), delete: route('delete') };
