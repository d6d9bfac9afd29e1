import { existsSync } from 'node:fs';
import { ConfigError, loadDatabaseSettings } from '../../platform/config/app-config.js';
import { DataDirInUseError } from '../../platform/database/data-dir-lock.js';
// An entry point, like main.ts: it opens the shop's database, so it takes the shop's whole schema.
import { shopMigrations } from '../../shop-migrations.js';
import { createUserFromArgs, UserCreateError } from './create-user-from-args.js';

// `npm run user:create -- --role admin --phone … --name … --password …`: the way to make the first real
// admin (or staff accounts) when SEED_DEMO=false, without a default account (ASVS 6.3.2). It migrates
// like the shop, but signs nothing, so it needs only the database's settings, not the shop's secrets.
if (existsSync('.env')) process.loadEnvFile('.env');

try {
  const user = await createUserFromArgs(process.argv.slice(2), loadDatabaseSettings().database, shopMigrations);
  process.stdout.write(`created ${user.role} ${user.name} (${user.phone}), _id ${user._id}\n`);
} catch (error) {
  const known = error instanceof UserCreateError || error instanceof ConfigError || error instanceof DataDirInUseError;
  process.stderr.write(`user:create: ${known ? (error as Error).message : String(error)}\n`);
  process.exitCode = 1;
}
