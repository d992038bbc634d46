// The phone the browser tests and `npm run bench:trace` open pages on: a 390 × 844 touch screen.
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
