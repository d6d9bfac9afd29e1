import { BadRequestException, Controller, Get, Header, Inject, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Sql } from '../../platform/database/sql-transaction.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { checkReportRange, moneyReport, moneyReportCsv } from './money-report.js';

class MoneyTotalsView {
  @ApiProperty({ description: 'Integer paise captured online that day' }) capturedPaise!: number;
  @ApiProperty({ description: 'Integer paise refunded that day' }) refundedPaise!: number;
  @ApiProperty({ description: 'Integer paise of cash taken at the door (less cash handed back) that day' }) codCollectedPaise!: number;
  @ApiProperty({ description: 'Of the orders placed that day that still stand, integer paise still to be received' }) outstandingPaise!: number;
}

class MoneyDayView extends MoneyTotalsView {
  @ApiProperty({ example: '2026-11-25' }) day!: string;
}

class MoneyExceptionView {
  @ApiProperty() orderId!: string;
  @ApiProperty() status!: string;
  @ApiProperty() paymentMethod!: string;
  @ApiProperty() placedAt!: string;
  @ApiProperty() grandTotalPaise!: number;
  @ApiProperty({ description: 'Received less given back' }) netPaise!: number;
  @ApiProperty() expectedPaise!: number;
  @ApiProperty() reason!: string;
}

class MoneyReportView {
  @ApiProperty() from!: string;
  @ApiProperty() to!: string;
  @ApiProperty({ type: [MoneyDayView] }) days!: MoneyDayView[];
  @ApiProperty({ type: MoneyTotalsView, description: 'The days’ sums' }) totals!: MoneyTotalsView;
  @ApiProperty({ type: [MoneyExceptionView] }) exceptions!: MoneyExceptionView[];
}

@ApiTags('audit')
@Controller('audit/money')
@Roles('admin', 'auditor')
export class MoneyReportController {
  constructor(@Inject(Sql) private readonly db: Sql) {}

  @Get()
  @ApiOperation({ summary: 'Money per IST day (captured, refunded, cash, outstanding) and every order whose balance is not what it should be' })
  @ApiQuery({ name: 'from', required: false, description: 'YYYY-MM-DD (IST), default 6 days before `to`' })
  @ApiQuery({ name: 'to', required: false, description: 'YYYY-MM-DD (IST), default today' })
  @ApiQuery({ name: 'format', required: false, enum: ['json', 'csv'] })
  @ApiOkResponse({ type: MoneyReportView })
  @Header('cache-control', 'no-store')
  async report(@Res({ passthrough: true }) reply: FastifyReply, @Query('from') from?: string, @Query('to') to?: string, @Query('format') format?: string): Promise<MoneyReportView | string> {
    const range = checkReportRange(from || undefined, to || undefined);
    if (typeof range === 'string') throw new BadRequestException(range);
    if (format !== undefined && format !== 'json' && format !== 'csv') throw new BadRequestException('format must be json or csv');
    const report = await moneyReport(this.db, range.from, range.to);
    if (format !== 'csv') return report;
    reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="jhatpat-money-${range.from}-${range.to}.csv"`);
    return moneyReportCsv(report);
  }
}
