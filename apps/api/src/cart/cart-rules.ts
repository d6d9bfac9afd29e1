import { PAISE_PER_RUPEE, shopRules } from '@jhatpat/domain';
import { CartRefusal } from './cart-refusal.error.js';

const MAX_QUANTITY = 99;
const MAX_CUSTOM_TIP_RUPEES = 500;

// SPEC §9 tips (20, 30, 50 or a custom whole amount) and a 1-rupee donation; the server fixes
// delivery and handling itself, whatever a client sends.
export const cartRules = {
  maxQuantity: MAX_QUANTITY,
  assertQuantity(quantity: number): void {
    if (!Number.isInteger(quantity)) throw new CartRefusal('quantity must be a whole number');
    if (quantity < 0) throw new CartRefusal('Quantity cannot go below 0');
    if (quantity > MAX_QUANTITY) throw new CartRefusal(`You can add at most ${MAX_QUANTITY} of one product`);
  },
  assertTip(tipPaise: number): void {
    const rupees = tipPaise / PAISE_PER_RUPEE;
    if (!Number.isInteger(rupees) || rupees < 0 || rupees > MAX_CUSTOM_TIP_RUPEES) {
      throw new CartRefusal(`Tip must be 0, ${shopRules.tipChoicesRupees.join(', ')} or a whole amount up to ${MAX_CUSTOM_TIP_RUPEES} rupees`);
    }
  },
  assertDonation(donationPaise: number): void {
    if (donationPaise !== 0 && donationPaise !== shopRules.donationPaise) {
      throw new CartRefusal(`Donation must be 0 or ${shopRules.donationPaise / PAISE_PER_RUPEE}`);
    }
  },
};
