// Our own illustration for the culture block: a team conversation with an agent joining in, drawn with the theme's
// colours so it follows light and dark. Decorative: the text beside it says what it shows.
import styled from '@emotion/styled';

const Svg = styled.svg(({ theme }) => ({
  width: '100%',
  height: 'auto',
  maxWidth: 520,
  marginInline: 'auto',
  color: theme.colors.brand,
}));

export const CultureIllustration = () => (
  <Svg viewBox="0 0 520 360" width="520" height="360" aria-hidden="true" focusable="false">
    <rect x="8" y="8" width="504" height="344" rx="24" fill="var(--c-surface)" stroke="var(--c-border)" strokeWidth="2" />
    <g opacity="0.5" stroke="var(--c-accent)" strokeWidth="2" fill="none">
      <path d="M120 110 L260 70 L400 110" />
      <path d="M120 110 L260 190 L400 110" />
      <path d="M260 70 L260 190" />
    </g>
    <circle cx="260" cy="70" r="34" fill="var(--c-tint)" stroke="var(--c-brand)" strokeWidth="3" />
    <rect x="242" y="56" width="36" height="28" rx="8" fill="var(--c-brand)" />
    <circle cx="252" cy="70" r="4" fill="var(--c-bg)" />
    <circle cx="268" cy="70" r="4" fill="var(--c-bg)" />
    <path d="M260 56 V46" stroke="var(--c-brand)" strokeWidth="3" strokeLinecap="round" />
    <circle cx="260" cy="43" r="4" fill="var(--c-accent)" />
    {[
      { x: 120, y: 110, hair: 'var(--c-text)' },
      { x: 400, y: 110, hair: 'var(--c-accent)' },
      { x: 260, y: 190, hair: 'var(--c-highlight)' },
    ].map(({ x, y, hair }) => (
      <g key={`${x}-${y}`}>
        <circle cx={x} cy={y} r="34" fill="var(--c-bg)" stroke="var(--c-border)" strokeWidth="2" />
        <circle cx={x} cy={y - 6} r="11" fill="var(--c-muted)" opacity="0.55" />
        <path d={`M${x - 11} ${y - 10} a11 11 0 0 1 22 0`} fill={hair} />
        <path d={`M${x - 20} ${y + 22} a20 16 0 0 1 40 0`} fill="var(--c-brand)" opacity="0.8" />
      </g>
    ))}
    <rect x="40" y="250" width="210" height="70" rx="16" fill="var(--c-bg)" stroke="var(--c-border)" strokeWidth="2" />
    <rect x="60" y="272" width="150" height="8" rx="4" fill="var(--c-muted)" opacity="0.45" />
    <rect x="60" y="290" width="110" height="8" rx="4" fill="var(--c-muted)" opacity="0.3" />
    <rect x="270" y="236" width="210" height="84" rx="16" fill="var(--c-brand)" opacity="0.12" />
    <rect x="290" y="258" width="160" height="8" rx="4" fill="var(--c-brand)" opacity="0.75" />
    <rect x="290" y="276" width="130" height="8" rx="4" fill="var(--c-brand)" opacity="0.5" />
    <rect x="290" y="294" width="90" height="8" rx="4" fill="var(--c-brand)" opacity="0.35" />
  </Svg>
);
