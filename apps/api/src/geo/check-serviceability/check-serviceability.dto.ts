import { ApiProperty } from '@nestjs/swagger';
import { IsString, Length } from 'class-validator';

const invalid = 'address must be the address text, 1 to 500 characters';

export class CheckServiceabilityParams {
  @ApiProperty({ example: 'Boring Road, Patna, Bihar', minLength: 1, maxLength: 500 })
  @IsString({ message: invalid })
  @Length(1, 500, { message: invalid })
  address!: string;
}

export class Serviceability {
  @ApiProperty({ description: 'docs/product.md §4: the text mentions Patna' }) serviceable!: boolean;
  @ApiProperty({ type: String, nullable: true, example: 'Patna', description: 'The city recognised in the text, if any' })
  city!: string | null;
  @ApiProperty({ example: 'Congratulations! We are delivering in your city (Patna)!', description: 'docs/product.md §8 dialog text' })
  message!: string;
}
