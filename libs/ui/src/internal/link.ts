import type { ComponentType, ReactNode } from 'react';

// ui may not import react-router: screens pass their router's link (wrapped to take `href`) by prop.
export interface LinkComponentProps {
  href: string;
  className?: string;
  children?: ReactNode;
  'aria-label'?: string;
}

export type LinkComponent = ComponentType<LinkComponentProps> | 'a';
