import { HiddenField } from '../product-fields.js';

export class ChangeVisibilityBody {
  @HiddenField() hidden!: boolean;
}
