import { Link } from 'react-router-dom';
import type { LinkComponentProps } from '@jhatpat/ui';

/** libs/ui takes links by prop (it knows no router); this one navigates without a page load. */
export function RouterLink({ href, ...rest }: LinkComponentProps) {
  return <Link to={href} {...rest} />;
}
