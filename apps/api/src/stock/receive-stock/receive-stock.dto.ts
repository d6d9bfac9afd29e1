import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsInt, Max, Min } from 'class-validator';
import { MAX_RECEIPT } from '../stock.decider.js';
import { NoteField } from '../stock-fields.js';

const QUANTITY = `quantity must be a whole number from 1 to ${MAX_RECEIPT}`;

export class ReceiveStockBody {
  @ApiProperty({ example: 24, minimum: 1, maximum: MAX_RECEIPT })
  @IsDefined({ message: QUANTITY })
  @IsInt({ message: QUANTITY })
  @Min(1, { message: QUANTITY })
  @Max(MAX_RECEIPT, { message: QUANTITY })
  quantity!: number;

  @NoteField() note?: string;
}
