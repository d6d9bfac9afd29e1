/** docs/product.md §4 "Serviceability": a location is served when its text mentions Patna, in any case. */
export function isServiceable(addressText: string): boolean {
  return addressText.toLowerCase().includes('patna');
}
