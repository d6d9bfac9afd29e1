import { ApiProperty } from '@nestjs/swagger';
import { IsString, Length } from 'class-validator';

export class DeliveryDetailsBody {
  @ApiProperty({ example: 'Jhatpat Fleet' }) @IsString() @Length(1, 100, { message: 'carrier must be 1 to 100 characters' }) carrier!: string;
  @ApiProperty({ example: 'JP-2231' }) @IsString() @Length(1, 100, { message: 'trackingNumber must be 1 to 100 characters' }) trackingNumber!: string;
}
