import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { CatalogModule, ProductCatalog } from '../catalog/index.js';
import type { AppConfig } from '../platform/config/app-config.js';
import { APP_CONFIG } from '../platform/config/config.module.js';
import { InlineProjections, JobHost, StreamModels, Upcasters } from '../platform/event-store/index.js';
import { cartModel } from './cart.decider.js';
import { guestCartKey } from './cart-owner.js';
import { CartPricing } from './cart-pricing.js';
import { CartProducts } from './cart-products.js';
import { cartViewProjection } from './cart-view.projection.js';
import { CatalogCartProducts } from './catalog-cart-products.js';
import { ChangeQuantityController } from './change-quantity/change-quantity.controller.js';
import { ChangeQuantityHandler } from './change-quantity/change-quantity.handler.js';
import { ChooseChargesController } from './choose-charges/choose-charges.controller.js';
import { ChooseChargesHandler } from './choose-charges/choose-charges.handler.js';
import { EmptyCartController } from './empty-cart/empty-cart.controller.js';
import { EmptyCartHandler } from './empty-cart/empty-cart.handler.js';
import { ExpireGuestCartHandler } from './expire-idle-guest-carts/expire-guest-cart.handler.js';
import { ExpireIdleGuestCarts, GUEST_CART_EXPIRY_DEFAULT_MS } from './expire-idle-guest-carts/expire-idle-guest-carts.job.js';
import { GetCartController } from './get-cart/get-cart.controller.js';
import { GetCartHandler } from './get-cart/get-cart.handler.js';
import { GetGuestCartController } from './get-cart/get-guest-cart.controller.js';
import { MergeGuestCartController } from './merge-guest-cart/merge-guest-cart.controller.js';
import { MergeGuestCartHandler } from './merge-guest-cart/merge-guest-cart.handler.js';
import { AddToGuestCartController } from './set-quantity/add-to-guest-cart.controller.js';
import { SetQuantityController } from './set-quantity/set-quantity.controller.js';
import { SetQuantityHandler } from './set-quantity/set-quantity.handler.js';

/**
 * Carts as event streams (customer and guest), projected into cart_view and priced from the catalog.
 * One folder per use case; each controller sends its command or query through the bus.
 */
@Module({
  imports: [CatalogModule],
  // In the order the routes were listed before the use-case folders, so the OpenAPI document reads the same.
  controllers: [
    GetCartController,
    SetQuantityController,
    ChangeQuantityController,
    ChooseChargesController,
    EmptyCartController,
    MergeGuestCartController,
    GetGuestCartController,
    AddToGuestCartController,
  ],
  providers: [
    CartPricing,
    { provide: CartProducts, inject: [ProductCatalog], useFactory: (catalog: ProductCatalog) => new CatalogCartProducts(catalog) },
    GetCartHandler,
    SetQuantityHandler,
    ChangeQuantityHandler,
    ChooseChargesHandler,
    EmptyCartHandler,
    MergeGuestCartHandler,
    ExpireGuestCartHandler,
    ExpireIdleGuestCarts,
  ],
})
export class CartModule implements OnModuleInit {
  constructor(
    @Inject(InlineProjections) private readonly projections: InlineProjections,
    @Inject(StreamModels) private readonly models: StreamModels,
    @Inject(Upcasters) private readonly upcasters: Upcasters,
    @Inject(JobHost) private readonly jobs: JobHost,
    @Inject(ExpireIdleGuestCarts) private readonly expiry: ExpireIdleGuestCarts,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.projections.register(cartViewProjection);
    this.models.register('cart', cartModel);
    // GuestCartMerged v1 held the Guest-Token (a bearer secret); every reader, auditors included, sees its key.
    this.upcasters.register('GuestCartMerged', 1, ({ guestToken, ...data }) => ({ ...data, guestCart: guestCartKey(String(guestToken)) }));
    const expiryMs = this.config.guestCartExpiryMs ?? GUEST_CART_EXPIRY_DEFAULT_MS;
    this.jobs.register({ name: 'expire-idle-guest-carts', everyMs: 3_600_000, run: (now) => this.expiry.run(now, expiryMs) });
  }
}
