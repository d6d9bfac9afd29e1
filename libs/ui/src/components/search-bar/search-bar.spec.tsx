import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchBar } from './search-bar';

describe('SearchBar', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('submits the trimmed query and ignores blank ones', () => {
    const onSearch = vi.fn();
    render(<SearchBar onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.submit(box);
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: '  milk ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith({ query: 'milk' });
  });

  it('types milk, holds it for 1500 ms, then types bread', () => {
    vi.useFakeTimers();
    render(<SearchBar onSearch={() => {}} typingStepMs={100} />);
    const box = screen.getByRole('searchbox');
    // Each step schedules the next after a render, so time moves one timer at a time.
    const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
    // A word starts with its first letter: "m", then three steps to "milk".
    expect(box.getAttribute('placeholder')).toBe('Search "m"');
    for (let i = 0; i < 3; i++) advance(100);
    expect(box.getAttribute('placeholder')).toBe('Search "milk"');
    advance(1499);
    expect(box.getAttribute('placeholder')).toBe('Search "milk"');
    advance(1);
    expect(box.getAttribute('placeholder')).toBe('Search "b"');
    advance(100);
    expect(box.getAttribute('placeholder')).toBe('Search "br"');
  });

  it('shows whole, still hints under prefers-reduced-motion', () => {
    vi.useFakeTimers();
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }));
    render(<SearchBar onSearch={() => {}} />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('searchbox').getAttribute('placeholder')).toBe('Search "milk"');
  });
});
