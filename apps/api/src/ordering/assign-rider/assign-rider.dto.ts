import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';

export class AssignRiderBody {
  @ApiProperty({ description: 'The id of a user with the delivery role', example: '6921a3c0a1b2c3d4e5000003' })
  @IsString({ message: 'riderId must be a user id' })
  @Matches(/^[0-9a-f]{24}$/, { message: 'riderId must be a user id' })
  riderId!: string;
}
