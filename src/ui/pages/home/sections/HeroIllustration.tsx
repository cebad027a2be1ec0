// The hero's product picture: our own drawing of the ThreoAI portal, inline SVG coloured by the theme's CSS
// variables (so it follows light and dark without a second asset) and costing no image request before the LCP.
import styled from '@emotion/styled';

const Svg = styled.svg(({ theme }) => ({
  width: '100%',
  height: 'auto',
  filter: 'drop-shadow(0 18px 40px rgba(15, 23, 42, 0.16))',
  fontFamily: theme.font,
  '& .bg': { fill: theme.colors.bg },
  '& .surface': { fill: theme.colors.surface },
  '& .line': { stroke: theme.colors.border, fill: 'none' },
  '& .text': { fill: theme.colors.text },
  '& .muted': { fill: theme.colors.muted },
  '& .soft': { fill: theme.colors.border },
  '& .tint': { fill: theme.colors.tint },
  '& .brand': { fill: theme.colors.brand },
  '& .ok': { fill: theme.colors.success },
  '& .on-brand': { fill: '#FFFFFF' },
  '& .stop-a': { stopColor: theme.colors.brand },
  '& .stop-b': { stopColor: theme.colors.accent },
}));

const AGENTS = ['HR Agent', 'Web Chatbot', 'Multi-LLM', 'Custom Agent'] as const;

export const HeroIllustration = ({ label }: { readonly label: string }) => (
  <Svg viewBox="0 0 560 420" width="560" height="420" role="img" aria-label={label}>
    <defs>
      <linearGradient id="home-hero-gradient" x1="0" y1="0" x2="1" y2="1">
        <stop className="stop-a" offset="0" />
        <stop className="stop-b" offset="1" />
      </linearGradient>
    </defs>
    <rect className="bg" x="0.5" y="0.5" width="559" height="419" rx="16" />
    <rect className="line" x="0.5" y="0.5" width="559" height="419" rx="16" />
    <path className="surface" d="M16.5 0.5h527a16 16 0 0 1 16 16v27.5H0.5V16.5a16 16 0 0 1 16-16z" />
    <path className="line" d="M0.5 44h559" />
    <circle className="soft" cx="22" cy="22" r="5" />
    <circle className="soft" cx="38" cy="22" r="5" />
    <circle className="soft" cx="54" cy="22" r="5" />
    <text className="text" x="76" y="27" fontSize="13" fontWeight="700">ThreoAI</text>
    <rect className="tint" x="400" y="12" width="144" height="20" rx="10" />
    <circle className="ok" cx="414" cy="22" r="4" />
    <text className="brand" x="424" y="26" fontSize="11" fontWeight="600">Zero data retention</text>

    <rect className="surface" x="0.5" y="44.5" width="150" height="375" />
    <path className="line" d="M150.5 44v375.5" />
    <text className="muted" x="18" y="72" fontSize="10" fontWeight="700" letterSpacing="1">AGENTS</text>
    {AGENTS.map((name, index) => {
      const y = 88 + index * 40;
      const active = index === 0;
      return (
        <g key={name}>
          {active ? <rect className="tint" x="10" y={y} width="130" height="32" rx="8" /> : null}
          <circle className={active ? 'brand' : 'soft'} cx="28" cy={y + 16} r="8" />
          <text className={active ? 'brand' : 'muted'} x="44" y={y + 20} fontSize="12" fontWeight={active ? 700 : 500}>
            {name}
          </text>
        </g>
      );
    })}

    <rect x="290" y="68" width="246" height="44" rx="14" fill="url(#home-hero-gradient)" />
    <text className="on-brand" x="306" y="86" fontSize="12">How many days of parental leave</text>
    <text className="on-brand" x="306" y="102" fontSize="12">do I get, and can I split it?</text>

    <circle className="tint" cx="182" cy="146" r="14" />
    <circle className="brand" cx="182" cy="146" r="5" />
    <rect className="surface" x="204" y="132" width="332" height="150" rx="14" />
    <rect className="line" x="204.5" y="132.5" width="331" height="149" rx="14" />
    <text className="text" x="220" y="156" fontSize="12">You get 16 weeks of paid parental leave.</text>
    <text className="text" x="220" y="174" fontSize="12">You can take it in up to two blocks within</text>
    <text className="text" x="220" y="192" fontSize="12">12 months of the birth or adoption, and</text>
    <text className="text" x="220" y="210" fontSize="12">tell HR four weeks before each block.</text>
    <rect className="tint" x="220" y="226" width="196" height="24" rx="12" />
    <text className="brand" x="232" y="242" fontSize="11" fontWeight="600">Employee Handbook · Section 4.2</text>
    <text className="muted" x="220" y="270" fontSize="10">HR Agent · answered from your policies</text>

    <rect className="soft" x="204" y="300" width="190" height="10" rx="5" />
    <rect className="soft" x="204" y="318" width="140" height="10" rx="5" />

    <rect className="bg" x="170" y="352" width="370" height="48" rx="12" />
    <rect className="line" x="170.5" y="352.5" width="369" height="47" rx="12" />
    <text className="muted" x="188" y="381" fontSize="12">Ask the HR Agent…</text>
    <circle cx="514" cy="376" r="16" fill="url(#home-hero-gradient)" />
    <path d="M507 376h13m-5-5 5 5-5 5" stroke="#FFFFFF" strokeWidth="2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
  </Svg>
);
