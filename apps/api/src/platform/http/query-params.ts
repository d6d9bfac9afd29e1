import { BadRequestException } from '@nestjs/common';

/** An optional query parameter that is one of `allowed` ("all" or empty: no filter); anything else is a 400. */
export function optionalChoice<T extends string>(raw: string | undefined, allowed: readonly T[], name: string): T | undefined {
  if (raw === undefined || raw === '' || raw === 'all') return undefined;
  if (!(allowed as readonly string[]).includes(raw)) throw new BadRequestException(`${name} must be one of ${[...allowed, 'all'].join(', ')}`);
  return raw as T;
}

/** An optional whole-number query parameter from 1 to `max` (`fallback` when absent); anything else is a 400. */
export function countParam(raw: string | undefined, name: string, { fallback, max }: { fallback: number; max: number }): number {
  if (raw === undefined || raw === '') return fallback;
  const value = /^\d{1,16}$/.test(raw) ? Number(raw) : NaN;
  if (!(value >= 1 && value <= max)) throw new BadRequestException(`${name} must be a whole number from 1 to ${max}`);
  return value;
}
