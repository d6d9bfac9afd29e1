/**
 * Where focus goes in an open menu for a key (WAI-ARIA menu button pattern): arrows wrap, Home and End
 * jump, a printable character moves to the next item starting with it. undefined: not a menu key.
 */
export function menuKeyTarget(key: string, at: number, labels: readonly string[]): number | undefined {
  const count = labels.length;
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowDown':
      return (at + 1) % count;
    case 'ArrowUp':
      return at <= 0 ? count - 1 : at - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
  }
  if (key.length !== 1 || key === ' ') return undefined;
  const letter = key.toLocaleLowerCase();
  for (let step = 1; step <= count; step++) {
    const i = (at + step) % count;
    if (labels[i]!.trim().toLocaleLowerCase().startsWith(letter)) return i;
  }
  return at;
}
