import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';

export class MergeGuestCartBody {
  @ApiProperty({ description: 'The Guest-Token of the cart kept before logging in' })
  @IsString({ message: 'guestToken must be a guest cart token' })
  @Matches(/^[0-9a-f]{32}$/, { message: 'guestToken must be a guest cart token' })
  guestToken!: string;
}
