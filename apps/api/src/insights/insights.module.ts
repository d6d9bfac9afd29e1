import { Module } from '@nestjs/common';
import { PaymentsLedgerController } from './payments-ledger/payments-ledger.controller.js';
import { ShopFiguresController } from './shop-figures/shop-figures.controller.js';

/** What admins read to trust the shop: today's figures and the payments ledger, from the projections. */
@Module({ controllers: [ShopFiguresController, PaymentsLedgerController] })
export class InsightsModule {}
