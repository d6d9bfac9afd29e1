/** The locality of a snapshot address: the part after the building, e.g. "Boring Road". */
export function localityOf(details: string): string {
  const parts = details.split(',').map((part) => part.trim()).filter(Boolean);
  const patna = parts.findIndex((part) => /^patna$/i.test(part));
  return (patna > 0 ? parts[patna - 1] : parts[1] ?? parts[0]) ?? '';
}
