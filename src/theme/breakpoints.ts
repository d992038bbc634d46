// The widths at which `sm`, `md`, `lg` ... styles begin (min-width).
export const breakpoints = { sm: "480px", md: "768px", lg: "1024px", xl: "1280px", "2xl": "1536px" };
