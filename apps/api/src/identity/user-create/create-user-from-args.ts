import { parseArgs } from 'node:util';
import { hasControlCharacter, isRole, phoneNumber, roles } from '@jhatpat/domain';
import type { DatabaseSettings } from '../../platform/config/app-config.js';
import { Database } from '../../platform/database/database.js';
import type { MigrationList } from '../../platform/database/migration-list.js';
import {
  messages,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../user-rules.js';
import { toUserView, type UserView } from '../user.view.js';
import { insertUser, type NewUser, PhoneTakenError } from '../users.table.js';

export const USAGE =
  'usage: npm run user:create -- --role customer|admin|delivery|auditor|packer --phone 9XXXXXXXXX --name "Full Name" --password "…"';

export class UserCreateError extends Error {
  override name = 'UserCreateError';
}

/** Reads and checks the flags with the same rules as register and the admin edit. */
export function parseUserCreateArgs(argv: string[]): NewUser {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { role: { type: 'string' }, phone: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
      strict: true,
    }));
  } catch (error) {
    throw new UserCreateError(`${(error as Error).message}\n${USAGE}`);
  }
  const problems: string[] = [];
  const name = values.name?.trim() ?? '';
  if (!name) problems.push(messages.nameRequired);
  else if (name.length > NAME_MAX_LENGTH) problems.push(messages.nameTooLong);
  else if (hasControlCharacter(name)) problems.push(messages.nameControl);
  const phone = values.phone ?? '';
  if (!phoneNumber.safeParse(phone).success) problems.push(messages.phoneInvalid);
  const password = values.password ?? '';
  if (!password) problems.push(messages.passwordRequired);
  else if (password.length < PASSWORD_MIN_LENGTH) problems.push(messages.passwordTooShort);
  else if (password.length > PASSWORD_MAX_LENGTH) problems.push(messages.passwordTooLong);
  if (!isRole(values.role)) problems.push(`role must be one of ${roles.join(', ')}`);
  if (problems.length > 0 || !isRole(values.role)) throw new UserCreateError(`${problems.join('; ')}\n${USAGE}`);
  return { name, phone, password, role: values.role };
}

/** Creates the user in the shop's database (the API's own config and migrations) and returns it. */
export async function createUserFromArgs(argv: string[], settings: DatabaseSettings, migrations: MigrationList): Promise<UserView> {
  const user = parseUserCreateArgs(argv);
  const database = await Database.open(settings, { migrations });
  try {
    return toUserView(await insertUser(database.sql, user));
  } catch (error) {
    if (error instanceof PhoneTakenError) throw new UserCreateError(`a user with phone ${user.phone} already exists`);
    throw error;
  } finally {
    await database.close();
  }
}
