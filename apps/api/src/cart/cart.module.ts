import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { CatalogModule, ProductCatalog } from '../catalog/index.js';
import type { AppConfig } from '../platform/config/app-config.js';
import { APP_CONFIG } from '../platform/config/config.module.js';
import { InlineProjections, JobHost, StreamModels, Upcasters } from '../platform/event-store/index.js';
import { cartModel } from './cart.decider.js';
import { CartCommands } from './cart-commands.js';
import { guestCartKey } from './cart-owner.js';
import { CartProducts } from './cart-products.js';
import { CartReader } from './cart-reader.js';
import { cartViewProjection } from './cart-view.projection.js';
import { CatalogCartProducts } from './catalog-cart-products.js';
import { CustomerCartController } from './customer-cart.controller.js';
import { ExpireIdleGuestCarts, GUEST_CART_EXPIRY_DEFAULT_MS } from './expire-idle-guest-carts/expire-idle-guest-carts.job.js';
import { GuestCartController } from './guest-cart.controller.js';

/** Carts as event streams (customer and guest), projected into cart_view and priced from the catalog. */
@Module({
  imports: [CatalogModule],
  controllers: [CustomerCartController, GuestCartController],
  providers: [
    CartCommands,
    CartReader,
    ExpireIdleGuestCarts,
    { provide: CartProducts, inject: [ProductCatalog], useFactory: (catalog: ProductCatalog) => new CatalogCartProducts(catalog) },
  ],
  exports: [CartCommands, CartReader],
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
