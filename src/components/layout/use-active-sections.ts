// Marks the page section crossing the viewport's vertical centre with data-active="true"
// The marker only drives styling: nothing reads it to change content or focus. One observer per
// page.
import * as React from "react";

const CENTRE_LINE = "-50% 0px -50% 0px";

export function useActiveSections(pathname: string, containerId: string): void {
  React.useEffect(() => {
    const container = document.getElementById(containerId);
    if (!container || typeof IntersectionObserver === "undefined") return undefined;
    const sections = Array.from(container.querySelectorAll<HTMLElement>("section"));
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          (entry.target as HTMLElement).dataset.active = String(entry.isIntersecting);
        }
      },
      { rootMargin: CENTRE_LINE },
    );
    sections.forEach((section) => observer.observe(section));
    return () => observer.disconnect();
  }, [pathname, containerId]);
}
