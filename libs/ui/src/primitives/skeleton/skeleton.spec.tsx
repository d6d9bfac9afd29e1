import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive tech and sized by props', () => {
    const { container } = render(<Skeleton width="4rem" height="2rem" shape="circle" />);
    const bone = container.firstElementChild as HTMLElement;
    expect(bone.getAttribute('aria-hidden')).toBe('true');
    expect(bone.dataset.shape).toBe('circle');
    expect(bone.style.width).toBe('4rem');
    expect(bone.style.height).toBe('2rem');
  });
});
