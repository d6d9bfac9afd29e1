import { z } from 'zod/mini';
import { shopRules } from '../shop-rules.js';

/** docs/product.md §9: a phone number is exactly 10 digits, nothing else (no +91, spaces or dashes). */
export const PHONE_PATTERN = new RegExp(`^[0-9]{${shopRules.phoneDigits}}$`);

/** A phone number as the shop stores and the API accepts it. */
export const phoneNumber = z.string().check(z.regex(PHONE_PATTERN));
