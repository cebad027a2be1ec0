// The Threo logo: a mark of three linked nodes (an agent network) and the wordmark, drawn inline so it
// costs no request and follows the theme colours.
import { useId } from 'react';

export const Logo = ({ size = 32 }: { readonly size?: number }) => {
  const gradientId = `logo-gradient-${useId().replace(/:/g, '')}`;
  return (
    <svg width={size * 3.4} height={size} viewBox="0 0 109 32" role="img" aria-label="Threo" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--c-brand)" />
          <stop offset="1" stopColor="var(--c-accent)" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
      <path d="M10 11.5 L22 11.5 M16 11.5 L16 22" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
      <circle cx="10" cy="11.5" r="2.6" fill="#fff" />
      <circle cx="22" cy="11.5" r="2.6" fill="#fff" />
      <circle cx="16" cy="22.5" r="2.6" fill="#fff" />
      <text x="40" y="23" fontSize="20" fontWeight="700" letterSpacing="-0.5" fill="currentColor" fontFamily="inherit">
        Threo
      </text>
    </svg>
  );
};
