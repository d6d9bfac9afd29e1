import {
  OptionalCategoryField,
  OptionalHindiNameField,
  OptionalImageField,
  OptionalTextField,
  RequiredNameField,
  RequiredPriceField,
} from '../product-fields.js';

/** docs/product.md §3 add-product payload; docs/product.md §5: name and price required, price numeric, the rest optional. */
export class AddProductBody {
  @RequiredNameField() name!: string;
  @OptionalHindiNameField() nameHi?: string;
  @RequiredPriceField() price!: number;
  @OptionalTextField('description', 'Fresh toned milk, pasteurised.') description?: string;
  @OptionalCategoryField() category?: string;
  @OptionalImageField() image?: string;
}
