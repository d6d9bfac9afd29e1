import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ProductCatalog } from '../../catalog/index.js';
import { OrderRefusal } from '../order.decider.js';
import { releaseForOrder, reserveForOrder } from '../../stock/index.js';
import { substituteLine } from '../packing/packing.decider.js';
import { PackingFloor } from '../packing/packing-floor.js';
import { SubstituteLineCommand } from './substitute-line.command.js';

/**
 * The substitute is reserved for the order and the ordered product's units released, in the order's
 * transaction: a substitute that sold out meanwhile is refused (409 naming what is left) and nothing is written.
 */
@CommandHandler(SubstituteLineCommand)
export class SubstituteLineHandler implements ICommandHandler<SubstituteLineCommand> {
  constructor(
    @Inject(PackingFloor) private readonly floor: PackingFloor,
    @Inject(ProductCatalog) private readonly catalog: ProductCatalog,
  ) {}

  execute({ orderId, productId, substituteId, packer }: SubstituteLineCommand): Promise<void> {
    let wanted = { productId: substituteId, name: substituteId, quantity: 0 };
    return this.floor.change(orderId, packer, 'substitute-line', {
      // The catalog read in the order's transaction: on PGlite's one connection, a read on another waited for it forever.
      decide: async (state, session) => {
        const [[product], categories] = await Promise.all([this.catalog.findPricedProducts([substituteId], session.tx), this.catalog.findCategories([substituteId, productId], session.tx)]);
        if (!product || product.hidden) throw new OrderRefusal('No such product to put in instead', 'not_found');
        wanted = { productId: substituteId, name: product.name, quantity: state.placed?.items.find((line) => line.productId === productId)?.quantity ?? 0 };
        const substitute = { productId: product.id, name: product.name, nameHi: product.nameHi, image: product.image, variant: product.variant, pricePaise: product.pricePaise, category: categories.get(product.id) ?? '' };
        return substituteLine({ packerId: packer.id, productId, offer: { substitute, orderedCategory: categories.get(productId) ?? '' } }, state);
      },
      shelves: () => [productId, substituteId],
      beforeAppend: async (session, _state, metadata) => {
        await reserveForOrder(session, orderId, [wanted], metadata);
        await releaseForOrder(session, orderId, [productId], metadata);
      },
    });
  }
}
