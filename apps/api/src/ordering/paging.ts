import { BadRequestException } from '@nestjs/common';

/** page (from 1) and limit (1–100) from query text, with clear messages for anything else. */
export function pageOf(page: string | undefined, limit: string | undefined, defaultLimit: number): { page: number; limit: number } {
  const parse = (raw: string | undefined, name: string, fallback: number, max: number) => {
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1 || value > max) throw new BadRequestException(`${name} must be a whole number from 1 to ${max}`);
    return value;
  };
  return { page: parse(page, 'page', 1, 100_000), limit: parse(limit, 'limit', defaultLimit, 100) };
}
