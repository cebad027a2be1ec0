// The text colours of sonner's rich-colour toasts on a light page. sonner's own light palette falls short of WCAG AA
// (info 4.35:1, success 4.29:1, warning 3.07:1, error 4.36:1 on their backgrounds); these keep sonner's hues and
// backgrounds and darken only the text to at least 5:1. The dark palette already passes (6.6:1 and above).
// Backgrounds are sonner's, restated here so the contrast test can check each pair.
export const LIGHT_TOAST_PALETTE = {
  success: { background: 'hsl(143, 85%, 96%)', text: 'hsl(140, 100%, 24%)' },
  info: { background: 'hsl(208, 100%, 97%)', text: 'hsl(210, 92%, 38%)' },
  warning: { background: 'hsl(49, 100%, 97%)', text: 'hsl(31, 92%, 33%)' },
  error: { background: 'hsl(359, 100%, 97%)', text: 'hsl(360, 100%, 38%)' },
} as const;

export type ToastKind = keyof typeof LIGHT_TOAST_PALETTE;

/** sonner reads its rich colours from custom properties on the toaster; one pseudo-class more than its own rule. */
export const lightToastPaletteStyles = {
  ":root [data-sonner-toaster][data-sonner-theme='light']": Object.fromEntries(
    Object.entries(LIGHT_TOAST_PALETTE).map(([kind, { text }]) => [`--${kind}-text`, text]),
  ),
};
