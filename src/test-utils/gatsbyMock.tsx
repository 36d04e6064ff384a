/**
 * Jest stand-in for the `gatsby` package: components under test render outside a Gatsby
 * runtime, so Link becomes a plain anchor and navigate/graphql are inert spies.
 */
import React from 'react';

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  activeClassName?: string;
  partiallyActive?: boolean;
};

export const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, activeClassName: _activeClassName, partiallyActive: _partiallyActive, ...rest },
  ref,
) {
  return <a ref={ref} href={to} {...rest} />;
});

export const navigate = jest.fn();
export const graphql = jest.fn();
export const useStaticQuery = jest.fn();
export const withPrefix = (path: string): string => path;
