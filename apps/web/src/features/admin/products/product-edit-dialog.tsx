import { useState } from 'react';
import type { AdminProduct } from '@jhatpat/api-client';
import { serverMessage } from '@jhatpat/machines';
import { Button, Dialog } from '@jhatpat/ui';
import { useApi } from '../../../shared/services/shop-services';
import { FlashMessage } from '../flash-message';
import { useFlash } from '../use-flash';
import { draftProblems, hasProblems, type DraftProblems, type ProductDraft } from './product-draft';
import { ProductForm } from './product-form';

const draftOf = (product: AdminProduct): ProductDraft => ({
  name: product.name,
  price: String(product.price),
  description: product.description ?? '',
  category: product.category ?? '',
  image: product.image ?? '',
});

interface ProductEditDialogProps {
  product: AdminProduct | null;
  onClose: () => void;
  onSaved: (product: AdminProduct) => void;
}

/** An admin's edit of a product's shop-facing fields; only what changed is sent. */
export function ProductEditDialog({ product, onClose, onSaved }: ProductEditDialogProps) {
  return (
    <Dialog open={product !== null} title={product ? `Edit ${product.name}` : 'Edit product'} onClose={onClose}>
      {product && <ProductEditor key={product._id} product={product} onSaved={onSaved} onCancel={onClose} />}
    </Dialog>
  );
}

function ProductEditor({ product, onSaved, onCancel }: { product: AdminProduct; onSaved: (product: AdminProduct) => void; onCancel: () => void }) {
  const api = useApi();
  const [draft, setDraft] = useState(() => draftOf(product));
  const [problems, setProblems] = useState<DraftProblems>({});
  const [busy, setBusy] = useState(false);
  const [flash, setFlash] = useFlash();

  async function save() {
    const found = draftProblems(draft);
    setProblems(found);
    if (hasProblems(found)) return;
    const before = draftOf(product);
    const changes = {
      ...(draft.name.trim() !== before.name ? { name: draft.name.trim() } : {}),
      ...(Number(draft.price) !== product.price ? { price: Number(draft.price) } : {}),
      ...(draft.description.trim() !== before.description ? { description: draft.description.trim() } : {}),
      ...(draft.category !== before.category && draft.category ? { category: draft.category } : {}),
      ...(draft.image.trim() !== before.image && draft.image.trim() ? { image: draft.image.trim() } : {}),
    };
    if (Object.keys(changes).length === 0) return onCancel();
    setBusy(true);
    try {
      onSaved(await api.products.edit(product._id, changes));
    } catch (error) {
      setFlash({ kind: 'error', text: serverMessage(error, 'Failed to update the product') });
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <ProductForm draft={draft} problems={problems} onChange={(changes) => setDraft((current) => ({ ...current, ...changes }))} />
      <FlashMessage flash={flash} />
      <Button type="submit" loading={busy}>
        Save Changes
      </Button>
    </form>
  );
}
