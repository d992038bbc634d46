// The one global mock of `gatsby` for unit tests: Link renders a plain anchor, queries return nothing.
import * as React from "react";

const gatsby = jest.requireActual("gatsby");

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  activeClassName?: string;
  activeStyle?: object;
  partiallyActive?: boolean;
  replace?: boolean;
};

export const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, children, activeClassName: _activeClassName, activeStyle: _activeStyle, partiallyActive: _partiallyActive, replace: _replace, ...rest },
  ref,
) {
  return (
    <a {...rest} ref={ref} href={to}>
      {children}
    </a>
  );
});

export const graphql = jest.fn();
export const useStaticQuery = jest.fn();
export const navigate = jest.fn();
export const withPrefix = (path: string) => path;
export const Slice = gatsby.Slice;
export const Script = gatsby.Script;
