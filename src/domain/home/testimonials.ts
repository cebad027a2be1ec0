// The home page's testimonial rotator (HOME-11: quote, author, title (company), image).
// The people and companies are fictional but consistent across the site (DESIGN.md "Voice"): each quote is the one
// its author gives in a case study (content/case-studies/, word for word, with the same role), and each company is
// also a partner logo (partnerLogos.ts).
// Public API: Portrait, Testimonial, TESTIMONIALS.

export interface Portrait {
  /** A site path under /images/home/people/. */
  readonly src: string;
  readonly width: number;
  readonly height: number;
}

export interface Testimonial {
  readonly quote: string;
  readonly author: string;
  /** Role and company, as the card shows it. */
  readonly title: string;
  readonly company: string;
  readonly image: Portrait;
}

const portrait = (file: string): Portrait => ({ src: `/images/home/people/${file}.webp`, width: 96, height: 96 });

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote: 'The draft is waiting when the patient walks out. I check it, add my judgement and sign. My evenings are mine again.',
    author: 'Dr. Amara Osei',
    title: 'Clinical Director, Harbourview Rehabilitation Clinics',
    company: 'Harbourview Rehabilitation Clinics',
    image: portrait('amara-osei'),
  },
  {
    quote: 'My team used to copy order lines from PDFs all morning. Now they confirm them and spend the time talking to customers.',
    author: 'Lena Hoffmann',
    title: 'Head of Customer Operations, Kessler Fluid Systems',
    company: 'Kessler Fluid Systems',
    image: portrait('lena-hoffmann'),
  },
  {
    quote: 'We used to hear about problems at our smaller holdings from clients. Now they are in the morning briefing, with the articles attached.',
    author: 'James Whitcombe',
    title: 'Head of Stewardship, Northgate Asset Management',
    company: 'Northgate Asset Management',
    image: portrait('james-whitcombe'),
  },
  {
    quote: 'The comparison used to be the work. Now it is the starting point for the negotiation.',
    author: 'Rafael Mendes',
    title: 'Procurement Director, Alder Packaging Group',
    company: 'Alder Packaging Group',
    image: portrait('rafael-mendes'),
  },
];
