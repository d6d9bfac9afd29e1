/** An id or category as one path segment: whatever it holds, it cannot reach another route. */
export const segment = (value: string): string => encodeURIComponent(value);
