import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsIn, IsInt, Max, Min, NotEquals } from 'class-validator';
import { type AdjustmentReason, adjustmentReasons } from '../stock.events.js';
import { MAX_RECEIPT } from '../stock.decider.js';
import { NoteField } from '../stock-fields.js';

const CHANGE = `change must be a whole number other than 0, from -${MAX_RECEIPT} to ${MAX_RECEIPT} (negative removes)`;
const REASON = `reason must be one of ${adjustmentReasons.join(', ')}`;

export class AdjustStockBody {
  @ApiProperty({ example: -2, description: 'Units added (positive) or removed (negative); never 0' })
  @IsDefined({ message: CHANGE })
  @IsInt({ message: CHANGE })
  @NotEquals(0, { message: CHANGE })
  @Min(-MAX_RECEIPT, { message: CHANGE })
  @Max(MAX_RECEIPT, { message: CHANGE })
  change!: number;

  @ApiProperty({ enum: adjustmentReasons, example: 'damaged' })
  @IsDefined({ message: REASON })
  @IsIn(adjustmentReasons, { message: REASON })
  reason!: AdjustmentReason;

  @NoteField() note?: string;
}
