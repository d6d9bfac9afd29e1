import { paiseToRupees, rupeesToPaise, shopRules } from '@jhatpat/domain';
import { CartRefusal } from './cart-refusal.error.js';

const MAX_QUANTITY = 99;
const MAX_CUSTOM_TIP_RUPEES = 500;
const DONATION_RUPEES = paiseToRupees(shopRules.donationPaise);

// docs/product.md §9 tips (20, 30, 50 or a custom whole amount) and a 1-rupee donation; the server fixes
// delivery and handling itself, whatever a client sends.
export const cartRules = {
  maxQuantity: MAX_QUANTITY,
  assertQuantity(quantity: number): void {
    if (!Number.isInteger(quantity)) throw new CartRefusal('quantity must be a whole number');
    if (quantity < 0) throw new CartRefusal('Quantity cannot go below 0');
    if (quantity > MAX_QUANTITY) throw new CartRefusal(`You can add at most ${MAX_QUANTITY} of one product`);
  },
  /** The shopper's tip in paise. Checked in rupees first: a whole rupee amount always converts exactly. */
  tipPaise(tipRupees: number): number {
    if (!Number.isInteger(tipRupees) || tipRupees < 0 || tipRupees > MAX_CUSTOM_TIP_RUPEES) {
      throw new CartRefusal(`Tip must be 0, ${shopRules.tipChoicesRupees.join(', ')} or a whole amount up to ${MAX_CUSTOM_TIP_RUPEES} rupees`);
    }
    return rupeesToPaise(tipRupees);
  },
  donationPaise(donationRupees: number): number {
    if (donationRupees !== 0 && donationRupees !== DONATION_RUPEES) throw new CartRefusal(`Donation must be 0 or ${DONATION_RUPEES}`);
    return rupeesToPaise(donationRupees);
  },
};
