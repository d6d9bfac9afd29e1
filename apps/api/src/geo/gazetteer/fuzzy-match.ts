// Forgiving name matching for the gazetteer: any case, punctuation ignored, common abbreviations
// expanded ("Rd" → road), prefixes ("kankar") and one or two typos per word ("Kankarbag").

const abbreviations: Record<string, string> = { rd: 'road', mkt: 'market', ngr: 'nagar', st: 'street', mor: 'more', col: 'colony' };

export function normalise(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => abbreviations[word] ?? word);
}

/** Damerau–Levenshtein (optimal string alignment) distance, stopping early past `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2] + 1);
      current[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length];
}

const typosAllowed = (word: string) => (word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0);

/** How well one typed word matches one name word: 0 (not at all) to 1 (the same word). */
function wordScore(typed: string, word: string, isLast: boolean): number {
  if (typed === word) return 1;
  // Words joined in the name ("kankarbagh") still match typed halves ("kankar bagh") by prefix.
  if (word.startsWith(typed)) return isLast || typed.length >= 4 ? 0.9 : 0;
  const allowed = typosAllowed(typed);
  if (allowed === 0) return 0;
  if (editDistance(typed, word, allowed) <= allowed) return 0.75;
  if (isLast && typed.length < word.length && editDistance(typed, word.slice(0, typed.length), allowed) <= allowed) return 0.6;
  return 0;
}

/** How well a typed query matches a name: 0 (no match) to 1; every typed word must match some name word. */
export function matchScore(query: string[], name: string[]): number {
  if (query.length === 0) return 0;
  const joined = name.join('');
  if (query.join('') === joined) return 1;
  let total = 0;
  for (const [index, typed] of query.entries()) {
    const isLast = index === query.length - 1;
    let best = 0;
    for (const word of name) best = Math.max(best, wordScore(typed, word, isLast));
    // A whole joined name typed as one word, with or without a typo ("kankarbag").
    if (query.length === 1) best = Math.max(best, wordScore(typed, joined, true) * 0.95);
    if (best === 0) return 0;
    total += best;
  }
  const coverage = Math.min(1, query.length / name.length);
  return (total / query.length) * (0.8 + 0.2 * coverage);
}
