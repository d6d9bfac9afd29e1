import { createRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

// The stories cover looks and clicks; these cover the contract screens rely on.
describe('Button', () => {
  it('defaults to a medium primary button that does not submit forms', () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button>Apply coupon</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Apply coupon' });
    fireEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(button.dataset).toMatchObject({ variant: 'primary', size: 'md' });
    expect(button.hasAttribute('data-loading')).toBe(false);
  });

  it('does not re-submit its form while loading', () => {
    const onSubmit = vi.fn();
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading>
          Place order
        </Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps its name and announces busy while loading, hiding the spinner from assistive tech', () => {
    render(<Button loading>Pay ₹240</Button>);
    const button = screen.getByRole('button', { name: 'Pay ₹240' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByTestId('button-spinner').getAttribute('aria-hidden')).toBe('true');
  });

  it('passes props, class names and the ref through to the native button', () => {
    const ref = createRef<HTMLButtonElement>();
    const onClick = vi.fn();
    render(
      <Button ref={ref} className="extra" variant="ghost" size="lg" fullWidth aria-describedby="hint" onClick={onClick}>
        Details
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Details' });
    expect(ref.current).toBe(button);
    expect(button.classList.contains('extra')).toBe(true);
    expect(button.dataset).toMatchObject({ variant: 'ghost', size: 'lg', fullWidth: 'true' });
    expect(button.getAttribute('aria-describedby')).toBe('hint');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });
});
