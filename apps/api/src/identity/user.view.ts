import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { type Role, roles } from '@jhatpat/domain';

/** A users row as read by identity; the password hash is never selected into it. */
export interface UserRow {
  id: string;
  name: string;
  phone: string;
  email: string | null;
  role: Role;
  created_at: Date;
  /** False for an account made by login with OTP until its owner sets a password. */
  password_set: boolean;
}

export const USER_COLUMNS = 'id, name, phone, email, role, created_at, password_set';

/** A user as the API shows it (docs/product.md §3 User: _id, name, phone, role, and an email when there is one). */
export class UserView {
  @ApiProperty({ example: '6921a3c0a1b2c3d4e5000001', description: '24 hexadecimal characters' }) _id!: string;
  @ApiProperty({ example: 'Ravi Kumar' }) name!: string;
  @ApiProperty({ example: '9000000002' }) phone!: string;
  @ApiProperty({ enum: roles, example: 'customer' }) role!: Role;
  @ApiPropertyOptional({ example: 'ravi@example.com' }) email?: string;
  @ApiProperty({ example: '2025-11-22T10:00:00.000Z' }) createdAt!: string;
  @ApiProperty({ example: true, description: 'False for an account made by login with OTP that has not set a password yet' }) hasPassword!: boolean;
}

export function toUserView(row: UserRow): UserView {
  return {
    _id: row.id,
    name: row.name,
    phone: row.phone,
    role: row.role,
    ...(row.email ? { email: row.email } : {}),
    createdAt: new Date(row.created_at).toISOString(),
    hasPassword: row.password_set,
  };
}
