// Our own poster for a demo video, drawn inline as SVG in the theme's colours (so it follows light and dark), with
// a small motif per topic. Decorative: the play button around it carries the name. No request leaves the site.
import { useTheme } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import type { PosterMotif } from './demos.content';

const W = 640;
const H = 360;

const Motif = ({
  motif,
  line,
  fill,
  accent,
}: {
  readonly motif: PosterMotif;
  readonly line: string;
  readonly fill: string;
  readonly accent: string;
}): ReactNode => {
  // Theme colours are CSS variables, which SVG presentation attributes do not read: they go in style.
  const stroke = { style: { stroke: line, strokeWidth: 3, fill: 'none' } } as const;
  const outlined = (fillColour: string) => ({ style: { fill: fillColour, stroke: line, strokeWidth: 3 } });
  switch (motif) {
    case 'overview':
      return (
        <g>
          <rect x="170" y="80" width="300" height="200" rx="14" {...outlined(fill)} />
          <rect x="170" y="80" width="80" height="200" rx="14" style={{ fill: accent, opacity: 0.18 }} />
          <rect x="270" y="110" width="150" height="26" rx="13" style={{ fill: accent }} />
          <rect x="270" y="150" width="180" height="44" rx="12" style={{ fill: line, opacity: 0.18 }} />
          <rect x="300" y="208" width="150" height="26" rx="13" style={{ fill: accent }} />
          <rect x="270" y="248" width="180" height="18" rx="9" style={{ fill: line, opacity: 0.12 }} />
        </g>
      );
    case 'api':
      return (
        <g>
          <path d="M150 90h90l30 30v150h-120z" {...outlined(fill)} />
          <path d="M172 150h76M172 175h76M172 200h56M172 225h66" {...stroke} />
          <path d="M300 180h60m-14-14 14 14-14 14" {...stroke} />
          <rect x="390" y="120" width="110" height="120" rx="20" style={{ fill: accent, opacity: 0.15 }} />
          <text x="445" y="195" textAnchor="middle" fontSize="54" fontWeight="700" style={{ fill: accent }}>
            {'{ }'}
          </text>
        </g>
      );
    case 'database':
      return (
        <g>
          <ellipse cx="230" cy="110" rx="70" ry="22" {...outlined(fill)} />
          <path
            d="M160 110v140c0 12 31 22 70 22s70-10 70-22V110M160 160c0 12 31 22 70 22s70-10 70-22M160 205c0 12 31 22 70 22s70-10 70-22"
            {...stroke}
          />
          <rect x="360" y="200" width="34" height="70" rx="6" style={{ fill: accent, opacity: 0.5 }} />
          <rect x="410" y="160" width="34" height="110" rx="6" style={{ fill: accent, opacity: 0.75 }} />
          <rect x="460" y="110" width="34" height="160" rx="6" style={{ fill: accent }} />
        </g>
      );
    case 'agents':
      return (
        <g>
          <circle cx="210" cy="180" r="62" {...outlined(fill)} />
          <circle cx="430" cy="180" r="62" {...outlined(fill)} />
          <rect x="182" y="162" width="56" height="36" rx="10" style={{ fill: accent }} />
          <rect x="402" y="162" width="56" height="36" rx="10" style={{ fill: accent }} />
          <path d="M280 160h80m-12-12 12 12-12 12M360 204h-80m12-12-12 12 12 12" {...stroke} />
          <text x="320" y="140" textAnchor="middle" fontSize="20" fontWeight="700" style={{ fill: line }}>
            call()
          </text>
        </g>
      );
    case 'portal':
      return (
        <g>
          <rect x="150" y="70" width="340" height="220" rx="14" {...outlined(fill)} />
          <rect x="150" y="70" width="340" height="44" rx="14" style={{ fill: accent }} />
          <circle cx="180" cy="92" r="10" style={{ fill }} />
          {[0, 1, 2].map((i) => (
            <rect
              key={i}
              x={172 + i * 104}
              y="136"
              width="88"
              height="64"
              rx="10"
              style={{ fill: accent, opacity: 0.2 + i * 0.2 }}
            />
          ))}
          <rect x="172" y="220" width="296" height="18" rx="9" style={{ fill: line, opacity: 0.15 }} />
          <rect x="172" y="250" width="200" height="18" rx="9" style={{ fill: line, opacity: 0.15 }} />
        </g>
      );
  }
};

export const VideoPoster = ({ motif }: { readonly motif: PosterMotif }) => {
  const theme = useTheme();
  const gradientId = `poster-${useId().replace(/[^a-zA-Z0-9-]/g, '')}`;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} width={W} height={H} aria-hidden="true" focusable="false" fontFamily={theme.font}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" style={{ stopColor: theme.colors.brand, stopOpacity: 0.22 }} />
          <stop offset="1" style={{ stopColor: theme.colors.accent, stopOpacity: 0.08 }} />
        </linearGradient>
      </defs>
      <rect width={W} height={H} style={{ fill: theme.colors.surface }} />
      <rect width={W} height={H} fill={`url(#${gradientId})`} />
      {/* Raised a little, to leave the lower-left corner to the play button. */}
      <g transform="translate(40 -28)">
        <Motif motif={motif} line={theme.colors.muted} fill={theme.colors.bg} accent={theme.colors.brand} />
      </g>
    </svg>
  );
};
