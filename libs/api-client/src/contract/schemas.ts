import type { components } from './openapi.js';

/** The API's request and response shapes, as its OpenAPI document declares them (`npm run contracts`). */
export type Schemas = components['schemas'];
