import { paiseToRupees } from '../contracts/money.js';
import { shopRules } from '../shop-rules.js';

/** A cart line as the bill sees it: unit price in paise. */
export interface BillLine {
  price: number;
  quantity: number;
}

export interface Bill {
  itemsTotal: number;
  deliveryCharge: number;
  handlingCharge: number;
  tipAmount: number;
  donationAmount: number;
  grandTotal: number;
}

/** docs/product.md §9 "Cart count": the sum of quantities. */
export function cartCount(lines: readonly BillLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** docs/product.md §9 "Cart total": the sum of price times quantity, in paise. */
export function cartItemsTotal(lines: readonly BillLine[]): number {
  return lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
}

/** docs/product.md §9: grand total = items + handling + tip + donation; delivery is free (0). All in paise. */
export function computeBill({ lines, tipPaise, donation }: { lines: readonly BillLine[]; tipPaise: number; donation: boolean }): Bill {
  const itemsTotal = cartItemsTotal(lines);
  const handlingCharge = shopRules.handlingChargePaise;
  const deliveryCharge = shopRules.deliveryChargePaise;
  const donationAmount = donation ? shopRules.donationPaise : 0;
  return {
    itemsTotal,
    deliveryCharge,
    handlingCharge,
    tipAmount: tipPaise,
    donationAmount,
    grandTotal: itemsTotal + deliveryCharge + handlingCharge + tipPaise + donationAmount,
  };
}

/** The bill's figures as the REST shapes carry them (rupees), for the cart's and the order's answers alike. */
export function billInRupees(bill: Bill): Bill {
  return {
    itemsTotal: paiseToRupees(bill.itemsTotal),
    deliveryCharge: paiseToRupees(bill.deliveryCharge),
    handlingCharge: paiseToRupees(bill.handlingCharge),
    tipAmount: paiseToRupees(bill.tipAmount),
    donationAmount: paiseToRupees(bill.donationAmount),
    grandTotal: paiseToRupees(bill.grandTotal),
  };
}
