import { BadRequestException } from '@nestjs/common';

const STREAM_ID = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,199}$/;

export function parseStreamId(raw: string): string {
  if (!STREAM_ID.test(raw)) throw new BadRequestException('streamId must be 1–200 letters, digits, "-", "_", "." or ":"');
  return raw;
}

/** An optional ISO 8601 moment ("at", "from", "to"); a malformed one is the caller's mistake. */
export function parseMoment(raw: string | undefined, name: string): Date | undefined {
  if (raw === undefined || raw === '') return undefined;
  const moment = new Date(raw);
  if (!/^\d{4}-\d{2}-\d{2}/.test(raw) || Number.isNaN(moment.getTime())) {
    throw new BadRequestException(`${name} must be an ISO 8601 date-time, e.g. 2026-11-22T10:30:00Z`);
  }
  return moment;
}

export function parsePositiveInt(raw: string | undefined, name: string, fallback: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) throw new BadRequestException(`${name} must be a whole number from 1 to ${max}`);
  return value;
}

/** The OpenAPI description of `seenAt` on the "state at" answers (docs/decisions.md#event-store). */
export const SEEN_AT =
  'With `at`: the moment of the commit mark the answer reads through, at or before `at`: the state is exactly what a reader saw then, so nothing committed after `at` shows. Null for now.';
