import { fireEvent, render, screen } from '@testing-library/react';
import { shopRules } from '@jhatpat/domain';
import { describe, expect, it, vi } from 'vitest';
import { ProductGrid } from './product-grid';

const products = [
  { id: 'a', name: 'Milk', imageUrl: 'a.png', pricePaise: 2700 },
  { id: 'b', name: 'Bread', imageUrl: 'b.png', pricePaise: 4500 },
];

describe('ProductGrid', () => {
  it(`shows ${shopRules.productSkeletonCount} skeleton cards and says it is loading`, () => {
    const { container } = render(<ProductGrid products={products} loading />);
    expect(container.querySelectorAll('[data-skeleton]')).toHaveLength(30);
    expect(screen.queryByRole('article')).toBeNull();
    expect(container.querySelector('[aria-busy="true"]')?.textContent).toBe('Loading products');
  });

  it('gives each card its quantity and busy flag and passes changes up', () => {
    const onQuantityChange = vi.fn();
    render(<ProductGrid products={products} quantities={{ a: 2 }} busyProductIds={new Set(['a'])} onQuantityChange={onQuantityChange} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('group', { name: 'Quantity of Milk' }).getAttribute('aria-busy')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'ADD Bread' }));
    expect(onQuantityChange).toHaveBeenCalledWith({ productId: 'b', quantity: 1 });
  });
});
