import { textProblem } from '@jhatpat/domain';

export interface DeliveryDetails {
  carrier: string;
  trackingNumber: string;
}

/** The API's cap on each field (ordering admin-orders.dto.ts). */
export const DELIVERY_FIELD_MAX = 100;

export type DeliveryDetailsProblems = Partial<Record<keyof DeliveryDetails, string>>;

/**
 * What the API would refuse in the delivery details, in its words: both fields are needed, and each keeps
 * the shop's one text rule (libs/domain contracts/text.contract.ts) and its cap. Said under the field before sending,
 * instead of a server message after.
 */
export function deliveryDetailsProblems(details: DeliveryDetails): DeliveryDetailsProblems {
  const problems: DeliveryDetailsProblems = {};
  for (const field of ['carrier', 'trackingNumber'] as const) {
    const value = details[field];
    const problem = value.trim() ? textProblem(field, value, DELIVERY_FIELD_MAX) : `Enter the ${field === 'carrier' ? 'carrier' : 'tracking number'}`;
    if (problem) problems[field] = problem;
  }
  return problems;
}
