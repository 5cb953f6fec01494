/** Small line icons drawn in currentColor: emoji render as boxes where no emoji font is installed. */
const frame = (size: number) => ({
  width: size,
  height: size,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
});

export const ChatIcon = ({ size = 40 }: { size?: number }) => (
  <svg {...frame(size)}>
    <path d="M4 5h16v11H9l-5 4z" />
    <path d="M8 9h8M8 12h5" />
  </svg>
);

export const ControllerIcon = ({ size = 40 }: { size?: number }) => (
  <svg {...frame(size)}>
    <path d="M6 8h12a4 4 0 0 1 4 4v1a3 3 0 0 1-5.2 2L15 13H9l-1.8 2A3 3 0 0 1 2 13v-1a4 4 0 0 1 4-4z" />
    <path d="M7 11v2M6 12h2M16 11h.01M18 12h.01" />
  </svg>
);

export const LockIcon = ({ size = 14 }: { size?: number }) => (
  <svg {...frame(size)}>
    <rect x="5" y="11" width="14" height="9" rx="2" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
  </svg>
);

export const CrownIcon = ({ size = 14 }: { size?: number }) => (
  <svg {...frame(size)}>
    <path d="M3 8l4 4 5-7 5 7 4-4-2 11H5z" />
  </svg>
);

export const CheckIcon = ({ size = 16 }: { size?: number }) => (
  <svg {...frame(size)}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </svg>
);
