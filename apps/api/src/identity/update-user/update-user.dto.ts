import type { Role } from '@jhatpat/domain';
import { NameField, PhoneField, RoleField } from '../user-fields.js';

/** docs/product.md §6: an admin edits a user's name, phone and role, and nothing else. */
export class UpdateUserBody {
  @NameField() name!: string;
  @PhoneField() phone!: string;
  @RoleField() role!: Role;
}
