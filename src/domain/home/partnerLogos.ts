// The home page's partner logos (HOME-15: name, logo). Fictional companies: the case studies' customers who
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
  { name: 'Harbourview Rehabilitation Clinics', logo: wordmark('harbourview-rehabilitation') },
  { name: 'Kessler Fluid Systems', logo: wordmark('kessler-fluid-systems') },
  { name: 'Northgate Asset Management', logo: wordmark('northgate-asset-management') },
  { name: 'Alder Packaging Group', logo: wordmark('alder-packaging') },
  { name: 'Keane & Ashby LLP', logo: wordmark('keane-ashby') },
  { name: 'Cobalt Ridge Networks', logo: wordmark('cobalt-ridge') },
];
