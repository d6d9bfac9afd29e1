// docs/product.md §9 "Order id display": how people see an order's 24-character id.

/** Customers: the first 8 characters. */
export const customerOrderId = (orderId: string): string => orderId.slice(0, 8);

/** Admins: characters 18 to 24, upper-cased. */
export const adminOrderId = (orderId: string): string => orderId.slice(18, 24).toUpperCase();
