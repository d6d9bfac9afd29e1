import {
  OptionalCategoryField,
  OptionalImageField,
  OptionalTextField,
  RequiredNameField,
  RequiredPriceField,
} from '../product-fields.js';

/** SPEC §3 add-product payload; SPEC §5: name and price required, price numeric, the rest optional. */
export class AddProductBody {
  @RequiredNameField() name!: string;
  @RequiredPriceField() price!: number;
  @OptionalTextField('description', 'Fresh toned milk, pasteurised.') description?: string;
  @OptionalCategoryField() category?: string;
  @OptionalImageField() image?: string;
}
