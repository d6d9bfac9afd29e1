import { Select, TextField } from '@jhatpat/ui';
import { TextArea } from '@jhatpat/ui/staff';
import { categoryOptions, DESCRIPTION_MAX, NAME_MAX, type DraftProblems, type ProductDraft } from './product-draft';
import styles from './product-form.module.css';

interface ProductFormProps {
  draft: ProductDraft;
  problems: DraftProblems;
  onChange: (changes: Partial<ProductDraft>) => void;
}

/** docs/product.md §2 add-product fields, with a preview of the image as shoppers will see it. */
export function ProductForm({ draft, problems, onChange }: ProductFormProps) {
  const image = draft.image.trim();
  return (
    <div className={styles.form}>
      <div className={styles.fields}>
        <TextField label="Name *" value={draft.name} error={problems.name} maxLength={NAME_MAX} onChange={(event) => onChange({ name: event.target.value })} />
        <TextField label="Price (₹) *" inputMode="decimal" value={draft.price} error={problems.price} onChange={(event) => onChange({ price: event.target.value })} />
        <TextArea label="Description" value={draft.description} error={problems.description} maxLength={DESCRIPTION_MAX} onChange={(event) => onChange({ description: event.target.value })} />
        <Select label="Category" value={draft.category} placeholder="Choose a category" options={categoryOptions} onChange={(event) => onChange({ category: event.target.value })} />
        <TextField label="Image URL" value={draft.image} error={problems.image} hint="An https:// link or an /api/images/… path" onChange={(event) => onChange({ image: event.target.value })} />
      </div>
      <figure className={styles.preview}>
        {image && !problems.image ? <img src={image} alt={`Preview of ${draft.name.trim() || 'the product'}`} /> : <div className={styles.placeholder}>No image yet</div>}
        <figcaption>Preview</figcaption>
      </figure>
    </div>
  );
}
