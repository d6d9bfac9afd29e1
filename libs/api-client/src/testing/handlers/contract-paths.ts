import type { paths } from '../../contract/openapi.js';

// The API's routes as its OpenAPI document names them (libs/api-client/src/contract, `npm run contracts`).

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

type ShopPaths = { [P in keyof paths as P extends `/api${infer Rest}` ? Rest : never]: paths[P] };
/** A route as the contract names it, e.g. '/products/{id}'. */
export type ShopPath = keyof ShopPaths;
export type Operation<P extends ShopPath, M extends Method> = ShopPaths[P][M];
/** The routes that answer a method. */
export type PathsWith<M extends Method> = { [P in ShopPath]: Operation<P, M> extends { responses: unknown } ? P : never }[ShopPath];

export type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
export type Success<O> = O extends { responses: infer R } ? { [S in keyof R]: S extends 200 | 201 | 202 ? Json<R[S]> : never }[keyof R] : never;
export type RequestBodyOf<O> = O extends { requestBody?: infer B } ? Json<NonNullable<B>> : never;
export type ParamNames<P> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;
/** The route as MSW matches it: '/products/{id}' → '/products/:id'. */
export type MswPath<P extends string> = P extends `${infer Head}{${infer Name}}${infer Rest}` ? `${Head}:${Name}${MswPath<Rest>}` : P;
