import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Sql } from '../platform/database/sql-transaction.js';
import { APP_CONFIG } from '../platform/config/config.module.js';
import { seedOnce, wasSeeded } from '../platform/database/seed-once.js';
import type { AppConfig } from '../platform/config/app-config.js';
import { newObjectId } from '../platform/ids/object-id.js';
import { demoAccounts } from './demo-accounts.js';
import { hashPassword } from './password-hasher.js';

/** Puts the demo accounts into the database once (seedOnce): a deleted one does not come back; a phone already taken is left alone. */
@Injectable()
export class SeedDemoAccounts implements OnApplicationBootstrap {
  private readonly logger = new Logger('identity');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(Sql) private readonly db: Sql,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // A restarted demo shop has its accounts: five argon2 hashes (57 ms of CPU each here) would be wasted.
    if (!this.config.seedDemoData || (await wasSeeded(this.db, 'demo-accounts'))) return;
    // Hashed before the transaction: scrypt is slow on purpose, and the seed row's lock waits for it.
    const accounts = await Promise.all(demoAccounts.map(async (account) => ({ ...account, hash: await hashPassword(account.password) })));
    let added = 0;
    await seedOnce(this.db, 'demo-accounts', async (tx) => {
      for (const account of accounts) {
        const rows: unknown[] = await tx.query(
          `INSERT INTO users (id, name, phone, password_hash, role) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (phone) DO NOTHING RETURNING id`,
          [newObjectId(), account.name, account.phone, account.hash, account.role],
        );
        added += rows.length;
      }
    });
    if (added > 0) this.logger.log({ msg: 'demo accounts seeded', count: added });
  }
}
