import { ApiProperty } from '@nestjs/swagger';
import { IsPositive, IsString, Length, Matches } from 'class-validator';
import { oneLineText, rupees } from '@jhatpat/domain';
import { Keeps } from '../../platform/http/contract-field.js';

export class RefundOrderBody {
  @ApiProperty({ example: 42.5, description: 'Rupees, at most two decimals; at most what the order kept and has not refunded' })
  @Keeps(rupees, 'amount must be a number of rupees with at most two decimals')
  @IsPositive({ message: 'amount must be more than 0' })
  amount!: number;

  @ApiProperty({ example: 'Paneer arrived damaged', description: '1 to 200 characters, shown to auditors' })
  @IsString({ message: 'reason must be text' })
  @Length(1, 200, { message: 'reason must be 1 to 200 characters' })
  // One line of text (no control characters, NUL among them, nor lone surrogates: the log's JSON would
  // refuse them, a 500), and not only spaces.
  @Keeps(oneLineText, 'reason must be readable text')
  @Matches(/\S/, { message: 'reason must be readable text' })
  reason!: string;
}
