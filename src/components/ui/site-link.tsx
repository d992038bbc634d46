// One way to link: Gatsby's Link for pages of this site (prefetching, client routing), a plain
// anchor for in-page anchors, and a new tab with noopener for other sites.
import * as React from "react";
import { Link as GatsbyLink } from "gatsby";

type AnchorProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href">;

export interface SiteLinkProps extends AnchorProps {
  to: string;
}

export const isExternal = (to: string) => /^(https?:)?\/\//.test(to) || /^(mailto|tel):/.test(to);

export const SiteLink = React.forwardRef<HTMLAnchorElement, SiteLinkProps>(function SiteLink({ to, children, ...rest }, ref) {
  if (to.startsWith("#")) {
    return (
      <a ref={ref} href={to} {...rest}>
        {children}
      </a>
    );
  }
  if (isExternal(to)) {
    const opensTab = /^(https?:)?\/\//.test(to);
    return (
      <a
        ref={ref}
        href={to}
        {...(opensTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
        {...rest}
      >
        {children}
      </a>
    );
  }
  return (
    <GatsbyLink ref={ref as React.Ref<never>} to={to} {...rest}>
      {children}
    </GatsbyLink>
  );
});
