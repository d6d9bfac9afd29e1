import { Module } from '@nestjs/common';
import { SeedDemoAccounts } from './seed-demo-accounts.js';

@Module({ providers: [SeedDemoAccounts] })
export class IdentityModule {}
