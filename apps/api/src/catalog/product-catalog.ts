import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isObjectId } from '../platform/ids/object-id.js';

/** A product as the cart and orders price it: the server's truth, never the client's. */
export interface PricedProduct {
  id: string;
  name: string;
  /** Integer paise. */
  pricePaise: number;
  image: string;
  variant: string;
  /** Hidden products cannot be added to carts or ordered. */
  hidden: boolean;
}

/** What other contexts may ask the catalog: current prices, read from the database (not the cache). */
@Injectable()
export class ProductCatalog {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  /** The products among `ids` that exist (unknown or malformed ids are left out), in no particular order. */
  async findPricedProducts(ids: readonly string[]): Promise<PricedProduct[]> {
    const wanted = [...new Set(ids.filter(isObjectId))];
    if (wanted.length === 0) return [];
    const rows: { id: string; name: string; price_paise: number; image: string; variant: string; hidden: boolean }[] =
      await this.db.query(
        `SELECT id, name, price_paise, image, variant, hidden FROM products WHERE id = ANY($1::bpchar[])`,
        [wanted],
      );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      pricePaise: row.price_paise,
      image: row.image,
      variant: row.variant,
      hidden: row.hidden,
    }));
  }
}
