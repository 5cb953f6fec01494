import { CONFIRM_MODAL_WIDTH, JOB_ICON_WIDTH, MODAL_WIDTH, WIDE_LAYOUT_MIN_PX } from '@portal/contracts';

/** The portal's look: dark surfaces, gold accents. Numbers are pixels. */
export const theme = {
  colors: {
    background: '#0B0D14',
    surface: '#141824',
    surfaceRaised: '#1C2130',
    border: '#2A3145',
    /** Form control borders: at least 3:1 against the page, surface and raised surface (WCAG 1.4.11). */
    inputBorder: '#6B7592',
    text: '#F3F4F8',
    textMuted: '#A3ABBF',
    textOnGold: '#1A1405',
    gold: '#F2C14E',
    goldLight: '#FFE08A',
    goldDark: '#B8862B',
    silver: '#C4CAD6',
    danger: '#FF5A6A',
    success: '#35C98A',
    info: '#4EA8FF',
    overlay: 'rgba(4, 6, 12, 0.72)',
    focusRing: '#FFD86B',
  },
  gradients: {
    gold: 'linear-gradient(180deg, #FFE08A 0%, #F2C14E 45%, #C9952A 100%)',
    surface: 'linear-gradient(180deg, #1C2130 0%, #141824 100%)',
  },
  space: { xxs: 2, xs: 4, sm: 8, md: 12, lg: 16, xl: 24, xxl: 32 },
  radii: { sm: 4, md: 8, lg: 12, xl: 16, pill: 999 },
  fonts: {
    // No face the portal does not ship: a family a device lacks still costs every fresh page a font
    // lookup in its first layout (Chromium on Linux asks the browser process, 1.5–13 ms each), and
    // a named-but-missing face shows on almost no device. 'Noto Sans Thai' exists only on Thai pages
    // (the shell registers it) and covers Thai letters only; it must come before the system's face,
    // whose bold weights may claim Thai letters they draw as empty boxes.
    body: "'Noto Sans Thai', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "'Noto Sans Thai', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
  },
  fontSizes: { xs: 12, sm: 14, md: 16, lg: 18, xl: 22, xxl: 28 },
  fontWeights: { regular: 400, medium: 500, bold: 700 },
  lineHeights: { tight: 1.2, normal: 1.5 },
  breakpoints: {
    /** Wide layout is above 767 px (spec 000 §9). */
    wide: `@media (min-width: ${WIDE_LAYOUT_MIN_PX}px)`,
    landscape: '@media (orientation: landscape)',
    reducedMotion: '@media (prefers-reduced-motion: reduce)',
  },
  zIndex: { header: 100, bottomNav: 100, drawer: 200, overlay: 300, modal: 400, toast: 500 },
  shadows: {
    panel: '0 12px 40px rgba(0, 0, 0, 0.55)',
    goldGlow: '0 0 0 1px rgba(242, 193, 78, 0.4), 0 4px 16px rgba(242, 193, 78, 0.25)',
  },
  sizes: { modal: MODAL_WIDTH, confirmModal: CONFIRM_MODAL_WIDTH, jobIcon: JOB_ICON_WIDTH },
  durations: { fast: 120, normal: 200 },
} as const;

export type PortalTheme = typeof theme;

declare module '@emotion/react' {
  // Types `css={(t) => …}` and useTheme() with the portal theme wherever @portal/ui is imported.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends PortalTheme {}
}

/**
 * The keyboard focus outline every control shows (WCAG 2.4.7), in one place: `offset` in pixels,
 * negative to draw it inside a control that sits against an edge.
 */
export const focusOutline = (offset = 2) => ({
  outline: `2px solid ${theme.colors.focusRing}`,
  outlineOffset: offset,
});
