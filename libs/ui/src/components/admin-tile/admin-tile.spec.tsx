import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LinkComponentProps } from '../../internal/link';
import { AdminTile } from './admin-tile';

describe('AdminTile', () => {
  it('is one link named by its title and description', () => {
    const Link = ({ href, ...rest }: LinkComponentProps) => <a href={`#${href}`} {...rest} />;
    render(<AdminTile title="User Management" description="Edit and delete users" href="/admin/user-management" linkComponent={Link} />);
    const link = screen.getByRole('link', { name: /User Management/ });
    expect(link.getAttribute('href')).toBe('#/admin/user-management');
    expect(link.textContent).toContain('Edit and delete users');
  });
});
