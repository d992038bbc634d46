// The visitor's reduced-motion setting in jsdom, which a test can change while the page is open.
import { act } from "@testing-library/react";

export function mockReducedMotion(initially: boolean) {
  let reduce = initially;
  const listeners = new Set<() => void>();
  window.matchMedia = ((query: string) => ({
    get matches() {
      return reduce && query === "(prefers-reduced-motion: reduce)";
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return {
    switchTo(value: boolean) {
      reduce = value;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}
