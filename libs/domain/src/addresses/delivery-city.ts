import { shopRules } from '../shop-rules.js';
import { isServiceable } from './serviceability.js';

/** docs/product.md §8 "Delivery-city dialogs", quoted exactly, with their buttons. */
export const deliveryCityDialogs = {
  delivering: { message: `Congratulations! We are delivering in your city (${shopRules.deliveryCity})!`, button: 'Great!' },
  notDelivering: {
    message: `Sorry. Currently we are not delivering in your city. We only deliver in ${shopRules.deliveryCity} at this time.`,
    button: 'OK',
  },
} as const;

/** Which delivery-city dialog an address text earns (docs/product.md §4 Serviceability). */
export function deliveryCityDialog(addressText: string): (typeof deliveryCityDialogs)[keyof typeof deliveryCityDialogs] {
  return isServiceable(addressText) ? deliveryCityDialogs.delivering : deliveryCityDialogs.notDelivering;
}
