import { Global, Module } from '@nestjs/common';
import { ClientLimits, LimitPerClientGuard } from './limit-per-client.js';

/** One set of per-client budgets for the whole instance, shared by every route that spends them. */
@Global()
@Module({ providers: [ClientLimits, LimitPerClientGuard], exports: [ClientLimits, LimitPerClientGuard] })
export class ClientLimitsModule {}
