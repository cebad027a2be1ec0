// The home page's testimonial rotator (HOME-11: quote, author, title (company), image).
// The people and companies are fictional but consistent across the site (DESIGN.md "Voice"): each company is
// also a partner logo (partnerLogos.ts) and its story matches the use case of its industry (useCases.ts).
// Public API: Testimonial, TESTIMONIALS.

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
    quote:
      'Our clinicians used to spend their evenings transcribing referral notes. Now the assessment is waiting for them, complete, and they only confirm what the agent has flagged.',
    author: 'Dr. Amara Osei',
    title: 'Director of Clinical Operations, Northbridge Health Partners',
    company: 'Northbridge Health Partners',
    image: portrait('priya-raman'),
  },
  {
    quote:
      'Threo built an agent around our order inbox in weeks, not months. Quotes and delivery questions no longer sit unread over the weekend.',
    author: 'Stefan Feld',
    title: 'Head of Customer Operations, Halvorsen Precision Parts',
    company: 'Halvorsen Precision Parts',
    image: portrait('marcus-feld'),
  },
  {
    quote:
      'Zero data retention by default was what got us through our security review. The ESG briefs our analysts read each morning are now written by an agent we trust.',
    author: 'Ingrid Sørensen',
    title: 'Head of Sustainable Research, Meridian Harbor Capital',
    company: 'Meridian Harbor Capital',
    image: portrait('elena-sorensen'),
  },
  {
    quote:
      'As an MSP we wanted AI we could offer under our own brand. ThreoAI and ThreoBuilder gave our clients agents on day one, and Threo runs them with us.',
    author: 'Tom Brennan',
    title: 'Managing Director, BrightLayer IT',
    company: 'BrightLayer IT',
    image: portrait('tom-okafor'),
  },
];
