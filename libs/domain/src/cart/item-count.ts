/** "1 item", "3 items": how the shop counts units in a cart or an order, everywhere it shows a count. */
export const itemCountText = (count: number): string => (count === 1 ? '1 item' : `${count} items`);
