// useLayoutEffect in the browser, useEffect on the server, where React warns that a layout effect
// cannot run. For effects that must land before the browser paints.
import * as React from "react";

export const useBrowserLayoutEffect = typeof window === "undefined" ? React.useEffect : React.useLayoutEffect;
