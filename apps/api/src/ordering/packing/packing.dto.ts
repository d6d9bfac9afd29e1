import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsString, Matches, Max, Min } from 'class-validator';

export class ShortLineBody {
  @ApiProperty({ description: 'Units of the line missing from the shelf (1 to the quantity ordered)', example: 1 })
  @IsInt({ message: 'missing must be a whole number' })
  @Min(1, { message: 'missing must be at least 1' })
  @Max(1000, { message: 'missing must be at most the quantity ordered' })
  missing!: number;
}

export class SubstituteLineBody {
  @ApiProperty({ description: 'The product put in instead: same category, same or lower price', example: '6921a3c0a1b2c3d4e5000003' })
  @IsString({ message: 'productId must be a product id' })
  @Matches(/^[0-9a-f]{24}$/, { message: 'productId must be a product id' })
  productId!: string;
}
