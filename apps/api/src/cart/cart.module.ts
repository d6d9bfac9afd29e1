import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { CatalogModule, ProductCatalog } from '../catalog/index.js';
import { InlineProjections, StreamModels } from '../platform/event-store/index.js';
import { cartModel } from './cart.decider.js';
import { CartCommands } from './cart-commands.js';
import { CartProducts } from './cart-products.js';
import { CartReader } from './cart-reader.js';
import { cartViewProjection } from './cart-view.projection.js';
import { CatalogCartProducts } from './catalog-cart-products.js';
import { CustomerCartController } from './customer-cart.controller.js';
import { GuestCartController } from './guest-cart.controller.js';

/** Carts as event streams (customer and guest), projected into cart_view and priced from the catalog. */
@Module({
  imports: [CatalogModule],
  controllers: [CustomerCartController, GuestCartController],
  providers: [
    CartCommands,
    CartReader,
    { provide: CartProducts, inject: [ProductCatalog], useFactory: (catalog: ProductCatalog) => new CatalogCartProducts(catalog) },
  ],
  exports: [CartCommands, CartReader],
})
export class CartModule implements OnModuleInit {
  constructor(
    @Inject(InlineProjections) private readonly projections: InlineProjections,
    @Inject(StreamModels) private readonly models: StreamModels,
  ) {}

  onModuleInit(): void {
    this.projections.register(cartViewProjection);
    this.models.register('cart', cartModel);
  }
}
