// The home page's partner logos (HOME-15: name, logo). Fictional companies, the same ones that
// speak in the testimonials (testimonials.ts), plus two partners of the MSP programme. Public API: PartnerLogo,
// PARTNER_LOGOS.

export interface PartnerLogo {
  readonly name: string;
  readonly logo: {
    /** A site path under /images/home/logos/: our own SVG wordmarks. */
    readonly src: string;
    readonly width: number;
    readonly height: number;
  };
}

const wordmark = (file: string): PartnerLogo['logo'] => ({ src: `/images/home/logos/${file}.webp`, width: 200, height: 48 });

export const PARTNER_LOGOS: readonly PartnerLogo[] = [
  { name: 'Northbridge Health Partners', logo: wordmark('northbridge-health') },
  { name: 'Halvorsen Precision Parts', logo: wordmark('halvorsen-precision') },
  { name: 'Meridian Harbor Capital', logo: wordmark('meridian-harbor') },
  { name: 'BrightLayer IT', logo: wordmark('brightlayer-it') },
  { name: 'Keane & Ashby LLP', logo: wordmark('keane-ashby') },
  { name: 'Cobalt Ridge Networks', logo: wordmark('cobalt-ridge') },
];
