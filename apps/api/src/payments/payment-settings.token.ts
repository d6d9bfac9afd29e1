/** The checked payment settings (ResolvedPaymentSettings). */
export const PAYMENT_SETTINGS = Symbol('PAYMENT_SETTINGS');
