import { Global, Module } from '@nestjs/common';
import { ClientBudgets, LimitPerClientGuard } from './limit-per-client.js';

/** One set of per-client budgets for the whole instance, shared by every route that spends them. */
@Global()
@Module({ providers: [ClientBudgets, LimitPerClientGuard], exports: [ClientBudgets, LimitPerClientGuard] })
export class ClientLimitsModule {}
