import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';

const pageButtons = () => screen.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent);

describe('Pagination', () => {
  it('is a named navigation saying which page of how many, with the current page marked', () => {
    render(<Pagination page={2} pageCount={3} onPageChange={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav.textContent).toContain('Page 2 of 3');
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBeNull();
    expect(pageButtons()).toEqual(['1', '2', '3']);
  });

  it('asks for the previous, next or a numbered page, and never for the current one', () => {
    const onPageChange = vi.fn();
    render(<Pagination page={2} pageCount={3} onPageChange={onPageChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPageChange.mock.calls).toEqual([[{ page: 1 }], [{ page: 3 }], [{ page: 3 }]]);
  });

  it('disables Previous on the first page and Next on the last, keeping them focusable', () => {
    const onPageChange = vi.fn();
    const { rerender } = render(<Pagination page={1} pageCount={4} onPageChange={onPageChange} />);
    const previous = screen.getByRole('button', { name: 'Previous' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Next' }).getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(previous);
    rerender(<Pagination page={4} pageCount={4} onPageChange={onPageChange} />);
    const next = screen.getByRole('button', { name: 'Next' });
    next.focus();
    expect(next.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(next);
    expect(document.activeElement).toBe(next);
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('shortens many pages with gaps around the current one', () => {
    render(<Pagination page={9} pageCount={20} onPageChange={() => {}} />);
    expect(pageButtons()).toEqual(['1', '8', '9', '10', '20']);
    expect(screen.getByRole('navigation').textContent).toContain('Page 9 of 20');
  });

  it('renders nothing when there is no page', () => {
    const { container } = render(<Pagination page={1} pageCount={0} onPageChange={() => {}} />);
    expect(container.innerHTML).toBe('');
  });
});
