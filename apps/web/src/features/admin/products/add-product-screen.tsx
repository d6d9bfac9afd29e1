import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { serverMessage } from '@jhatpat/machines';
import { Button } from '@jhatpat/ui';
import { useApi } from '../../../shared/services/shop-services';
import { useToast } from '../../../shared/toasts/toast-provider';
import styles from '../admin-page.module.css';
import { FlashMessage } from '../flash-message';
import { useFlash } from '../use-flash';
import { draftProblems, emptyDraft, hasProblems, type DraftProblems, type ProductDraft } from './product-draft';
import { ProductForm } from './product-form';
import { useDocumentTitle } from '../../../shared/document-title/use-document-title';

const FAILED = 'Something went wrong. Please try again.';

/** docs/product.md §2 /admin/add-product: name and price required; on success "Product added successfully!", then the dashboard. */
export function AddProductScreen() {
  useDocumentTitle('Add Product');
  const api = useApi();
  const navigate = useNavigate();
  const toast = useToast();
  const [draft, setDraft] = useState<ProductDraft>(emptyDraft);
  const [problems, setProblems] = useState<DraftProblems>({});
  const [busy, setBusy] = useState(false);
  const [flash, setFlash] = useFlash();

  async function submit() {
    const found = draftProblems(draft);
    setProblems(found);
    if (hasProblems(found)) return;
    setBusy(true);
    try {
      await api.products.add({
        name: draft.name.trim(),
        price: draft.price.trim(),
        ...(draft.description.trim() ? { description: draft.description.trim() } : {}),
        ...(draft.category ? { category: draft.category } : {}),
        ...(draft.image.trim() ? { image: draft.image.trim() } : {}),
      });
      toast({ message: 'Product added successfully!', tone: 'success' });
      navigate('/admin/dashboard');
    } catch (error) {
      // docs/product.md §8's words first; the server's reason (say, a name already taken) after them.
      const reason = serverMessage(error, '');
      setFlash({ kind: 'error', text: reason && reason !== FAILED ? `${FAILED} ${reason}` : FAILED });
      setBusy(false);
    }
  }

  return (
    <section className={styles.page} aria-labelledby="add-product-title">
      <h1 id="add-product-title" className={styles.title}>
        Add Product
      </h1>
      <p className={styles.muted}>
        <Link to="/admin/products">Edit or hide existing products</Link>
      </p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <ProductForm draft={draft} problems={problems} onChange={(changes) => setDraft((current) => ({ ...current, ...changes }))} />
        <FlashMessage flash={flash} />
        <div className={styles.actions}>
          <Button type="submit" loading={busy}>
            Add Product
          </Button>
          <Button type="button" variant="secondary" onClick={() => navigate('/admin/dashboard')}>
            Cancel
          </Button>
        </div>
      </form>
    </section>
  );
}
