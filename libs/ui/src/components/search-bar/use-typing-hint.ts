import { useEffect, useState } from 'react';
import { shopRules } from '@jhatpat/domain';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
}

/**
 * Types each hint letter by letter, holds it for docs/product.md §9's pause, then moves on; still under reduced
 * motion. A word starts with its first letter showing: an empty hint would read `Search ""`.
 */
export function useTypingHint(hints: readonly string[], typingStepMs: number, pauseMs: number = shopRules.typingHintPauseMs): string {
  const [reduced] = useState(prefersReducedMotion);
  const [index, setIndex] = useState(0);
  const [length, setLength] = useState(1);
  const word = hints[index % hints.length] ?? '';

  useEffect(() => {
    if (reduced || hints.length === 0) return;
    const typed = length >= word.length;
    const timer = setTimeout(
      () => {
        if (typed) {
          setIndex((i) => (i + 1) % hints.length);
          setLength(1);
        } else setLength((n) => n + 1);
      },
      typed ? pauseMs : typingStepMs,
    );
    return () => clearTimeout(timer);
  }, [reduced, hints.length, word, length, typingStepMs, pauseMs]);

  return reduced ? word : word.slice(0, length);
}
