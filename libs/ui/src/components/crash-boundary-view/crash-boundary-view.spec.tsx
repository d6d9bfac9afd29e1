import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CrashBoundaryView } from './crash-boundary-view';

describe('CrashBoundaryView', () => {
  it('says "Something went wrong" and reloads on "Reload Page"', () => {
    const onReload = vi.fn();
    render(<CrashBoundaryView onReload={onReload} />);
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Reload Page' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });
});
