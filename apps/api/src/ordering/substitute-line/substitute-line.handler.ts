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
 * The catalog is read before that transaction opens, not inside it: the catalog's reads do not go through
 * the transaction's session, and on PGlite (one connection) a read waiting behind the open transaction
 * that waits for it never ends (docs/decisions.md#engine-parity). A price changed in between is the
 * price the packer saw, as with any read before a tap.
 */
@CommandHandler(SubstituteLineCommand)
export class SubstituteLineHandler implements ICommandHandler<SubstituteLineCommand> {
  constructor(
    @Inject(PackingFloor) private readonly floor: PackingFloor,
    @Inject(ProductCatalog) private readonly catalog: ProductCatalog,
  ) {}

  async execute({ orderId, productId, substituteId, packer }: SubstituteLineCommand): Promise<void> {
    const [[product], categories] = await Promise.all([this.catalog.findPricedProducts([substituteId]), this.catalog.findCategories([substituteId, productId])]);
    if (!product || product.hidden) throw new OrderRefusal('No such product to put in instead', 'not_found');
    const substitute = { productId: product.id, name: product.name, image: product.image, variant: product.variant, pricePaise: product.pricePaise, category: categories.get(product.id) ?? '' };
    let wanted = { productId: substituteId, name: product.name, quantity: 0 };
    return this.floor.change(orderId, packer, 'substitute-line', {
      decide: (state) => {
        wanted = { ...wanted, quantity: state.placed?.items.find((line) => line.productId === productId)?.quantity ?? 0 };
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
