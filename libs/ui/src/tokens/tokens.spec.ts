/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { shopRules } from '@jhatpat/domain';
import { describe, expect, it } from 'vitest';
import * as tokens from './index';

// Read from disk: Vitest stubs CSS imports (even ?raw) to an empty string.
const tokensCss = readFileSync(`${import.meta.dirname}/tokens.css`, 'utf8');
const declared = new Set([...tokensCss.matchAll(/(--jp-[\w-]+)\s*:/g)].map(([, name]) => name));

function referenced(value: unknown): string[] {
  if (typeof value === 'string') return [...value.matchAll(/var\((--jp-[\w-]+)\)/g)].map(([, name]) => name!);
  if (value && typeof value === 'object') return Object.values(value).flatMap(referenced);
  return [];
}

const exported = referenced(tokens);

describe('typed tokens', () => {
  it('name only custom properties that tokens.css declares', () => {
    expect(exported.length).toBeGreaterThan(40);
    expect(exported.filter((name) => !declared.has(name))).toEqual([]);
  });

  it('cover every custom property of tokens.css', () => {
    const covered = new Set(exported);
    expect([...declared].filter((name) => !covered.has(name))).toEqual([]);
  });

  it('keep the pulse duration equal to docs/product.md §9', () => {
    expect(tokensCss).toContain(`--jp-motion-pulse: ${shopRules.cartPulseMs}ms;`);
    expect(tokens.motionMs.pulse).toBe(300);
  });

  it('build media queries from the breakpoints', () => {
    expect(tokens.mediaQuery('tablet')).toBe('(min-width: 768px)');
    expect(tokens.breakpoints.phone).toBe(360);
  });
});
