// True once the component has hydrated in the browser: the moment to swap a server-rendered
// fallback (readable with JavaScript off) for the interactive widget that needs the DOM.
import * as React from "react";

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = React.useState(false);
  React.useEffect(() => setHydrated(true), []);
  return hydrated;
}
