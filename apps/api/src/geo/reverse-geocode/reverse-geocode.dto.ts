import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNumber, Max, Min } from 'class-validator';

// "" must not become 0 (a point off Africa): only non-blank text is read as a number.
const toNumber = Transform(({ value }) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value));
const latInvalid = 'lat must be a number from -90 to 90';
const lonInvalid = 'lon must be a number from -180 to 180';

export class ReverseGeocodeParams {
  @ApiProperty({ example: 25.6143, minimum: -90, maximum: 90 })
  @toNumber
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: latInvalid })
  @Min(-90, { message: latInvalid })
  @Max(90, { message: latInvalid })
  lat!: number;

  @ApiProperty({ example: 85.1172, minimum: -180, maximum: 180 })
  @toNumber
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: lonInvalid })
  @Min(-180, { message: lonInvalid })
  @Max(180, { message: lonInvalid })
  lon!: number;
}
