import type { HttpHandler } from 'msw';
import { createShopHandlers } from '@jhatpat/api-client/testing';

/**
 * A story's MSW parameters: the whole mocked shop, with `first` answering before it (MSW takes the first
 * handler that matches), e.g. `parameters: shop(...ordersErrorHandlers())`.
 */
export const shop = (...first: HttpHandler[]) => ({ msw: { handlers: [...first, ...createShopHandlers()] } });

/** How long a story waits for a mocked answer to show. */
export const slow = { timeout: 5000 };
