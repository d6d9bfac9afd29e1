import { BadRequestException, Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Sql } from '../../platform/database/sql-transaction.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { LEDGER_METHODS, LEDGER_STATUSES, LedgerView } from './ledger.view.js';
import { type LedgerFilter, readLedger } from './payments-ledger.js';

function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], name: string): T | undefined {
  if (value === undefined || value === '' || value === 'all') return undefined;
  if (!(allowed as readonly string[]).includes(value)) throw new BadRequestException(`${name} must be one of ${allowed.join(', ')}`);
  return value as T;
}

function whole(value: string | undefined, name: string, fallback: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max) throw new BadRequestException(`${name} must be a whole number from 1 to ${max}`);
  return n;
}

/** Issue 9 item 7: the payments ledger behind "Invoice & Transaction". */
@ApiTags('admin')
@Controller('admin/payments')
@Roles('admin')
export class PaymentsLedgerController {
  constructor(@Inject(Sql) private readonly db: Sql) {}

  @Get()
  @ApiQuery({ name: 'status', required: false, enum: LEDGER_STATUSES })
  @ApiQuery({ name: 'method', required: false, enum: LEDGER_METHODS })
  @ApiQuery({ name: 'orderId', required: false, description: 'Part of an order number or id; a leading # is ignored' })
  @ApiQuery({ name: 'page', required: false })
  @ApiQuery({ name: 'limit', required: false, description: '1–100, default 20' })
  @ApiOkResponse({ type: LedgerView })
  list(
    @Query('status') status?: string,
    @Query('method') method?: string,
    @Query('orderId') orderId?: string,
    @Query('page') page?: string,
    @Query('limit') limit?: string,
  ): Promise<LedgerView> {
    const search = typeof orderId === 'string' ? orderId.trim().replace(/^#/, '') : '';
    if (search && !/^[0-9a-fA-F]{1,24}$/.test(search)) throw new BadRequestException('orderId must be part of an order id: 0-9 and a-f');
    const filter: LedgerFilter = {
      status: oneOf(status, LEDGER_STATUSES, 'status'),
      method: oneOf(method, LEDGER_METHODS, 'method'),
      orderId: search || undefined,
      page: whole(page, 'page', 1, 100_000),
      limit: whole(limit, 'limit', 20, 100),
    };
    return readLedger(this.db, filter);
  }
}
