import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tooltip } from './tooltip';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function renderTooltip() {
  render(
    <Tooltip text="Copies the order link" delay={400}>
      <button type="button" aria-describedby="order-hint">
        Share
      </button>
    </Tooltip>,
  );
  return screen.getByRole('button', { name: 'Share' });
}

describe('Tooltip', () => {
  it('describes its trigger even while hidden, keeping the trigger’s own description', () => {
    const share = renderTooltip();
    expect(screen.queryByRole('tooltip')).toBeNull();
    const tooltip = screen.getByRole('tooltip', { hidden: true });
    expect(share.getAttribute('aria-describedby')).toBe(`order-hint ${tooltip.id}`);
    expect(tooltip.textContent).toBe('Copies the order link');
  });

  it('shows on hover only after the delay and hides when the pointer leaves', () => {
    const share = renderTooltip();
    fireEvent.mouseEnter(share);
    wait(399);
    expect(screen.queryByRole('tooltip')).toBeNull();
    wait(1);
    expect(screen.getByRole('tooltip').textContent).toBe('Copies the order link');
    fireEvent.mouseLeave(share);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows on focus and hides on blur', () => {
    const share = renderTooltip();
    fireEvent.focus(share);
    wait(400);
    expect(screen.getByRole('tooltip')).toBeTruthy();
    fireEvent.blur(share);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('hides on Escape, wherever focus is, and Escape cancels one still waiting', () => {
    const share = renderTooltip();
    fireEvent.mouseEnter(share);
    wait(400);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.focus(share);
    fireEvent.keyDown(share, { key: 'Escape' });
    wait(1000);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('stays while the pointer moves onto the tooltip itself', () => {
    const share = renderTooltip();
    fireEvent.mouseEnter(share);
    wait(400);
    const tooltip = screen.getByRole('tooltip');
    fireEvent.mouseLeave(share, { relatedTarget: tooltip });
    expect(screen.getByRole('tooltip')).toBe(tooltip);
  });
});
