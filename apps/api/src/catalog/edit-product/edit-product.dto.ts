import { catalogMessages } from '../catalog-rules.js';
import {
  OptionalCategoryField,
  OptionalHindiNameField,
  OptionalImageField,
  OptionalNameField,
  OptionalPriceField,
  OptionalTextField,
} from '../product-fields.js';

/** An admin's edit: the fields given change, the others stay as they are. */
export class EditProductBody {
  @OptionalNameField() name?: string;
  @OptionalHindiNameField() nameHi?: string;
  @OptionalPriceField(27) price?: number;
  @OptionalPriceField(28, catalogMessages.originalPriceInvalid) originalPrice?: number;
  @OptionalTextField('description', 'Fresh toned milk, pasteurised.') description?: string;
  @OptionalTextField('desc', 'Milk · 500 ml', 200) desc?: string;
  @OptionalCategoryField() category?: string;
  @OptionalTextField('subcategory', 'milk', 100) subcategory?: string;
  @OptionalTextField('subcategoryHi', 'दूध', 100) subcategoryHi?: string;
  @OptionalTextField('weight', '500 ml', 50) weight?: string;
  @OptionalTextField('variant', '500 ml', 100) variant?: string;
  @OptionalTextField('unit', 'ml', 20) unit?: string;
  @OptionalImageField() image?: string;
}
