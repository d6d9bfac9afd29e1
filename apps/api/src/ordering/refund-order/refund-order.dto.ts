import { ApiProperty } from '@nestjs/swagger';
import { IsNumber, IsPositive, IsString, Length, Matches } from 'class-validator';

export class RefundOrderBody {
  @ApiProperty({ example: 42.5, description: 'Rupees, at most two decimals; at most what the order kept and has not refunded' })
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: 'amount must be a number of rupees with at most two decimals' })
  @IsPositive({ message: 'amount must be more than 0' })
  amount!: number;

  @ApiProperty({ example: 'Paneer arrived damaged', description: '1 to 200 characters, shown to auditors' })
  @IsString({ message: 'reason must be text' })
  @Length(1, 200, { message: 'reason must be 1 to 200 characters' })
  // No control characters (NUL among them) nor lone surrogates: the log's JSON would refuse them (a 500).
  // eslint-disable-next-line no-control-regex
  @Matches(/^(?=.*\S)[^\u0000-\u001f\u007f\ud800-\udfff]+$/u, { message: 'reason must be readable text' })
  reason!: string;
}
