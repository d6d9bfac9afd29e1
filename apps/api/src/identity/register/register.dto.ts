import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { NameField, NewPasswordField, PhoneField } from '../user-fields.js';

export class RegisterBody {
  @NameField() name!: string;
  @PhoneField() phone!: string;
  @NewPasswordField() password!: string;

  // docs/product.md §7 has the web app send its form's role (always "customer"). Accepted so that call works,
  // and ignored: self-registration only ever makes customers (DESIGN.md "Truths the server owns").
  @ApiPropertyOptional({ description: 'Ignored: every self-registered account is a customer', example: 'customer' })
  @Allow()
  role?: unknown;
}
