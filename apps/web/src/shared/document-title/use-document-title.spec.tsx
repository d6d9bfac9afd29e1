import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { documentTitle, HOME_TITLE, useDocumentTitle } from './use-document-title';

function Titled({ page }: { page: string | null }) {
  useDocumentTitle(page);
  return null;
}

describe('useDocumentTitle', () => {
  it("names the tab after the screen, then the shop, and follows what the screen shows", () => {
    const { rerender } = render(<Titled page="Product" />);
    expect(document.title).toBe('Product · Jhatpat');
    rerender(<Titled page="Amul Taaza Toned Milk" />);
    expect(document.title).toBe('Amul Taaza Toned Milk · Jhatpat');
  });

  it("gives the home page the shop's own title", () => {
    render(<Titled page={null} />);
    expect(document.title).toBe(HOME_TITLE);
    expect(documentTitle('Cart')).toBe('Cart · Jhatpat');
  });
});
