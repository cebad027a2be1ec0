import { LEADERS } from '../../../src/ui/pages/company/leadership.content';
import { describe, expect, it } from 'vitest';
import { PARTNER_LOGOS, TESTIMONIALS, USE_CASES } from '../../../src/domain/home';

const BUILT_IN_STUDIES: Record<string, string> = {
  'clinical-assessments-automation': 'Healthcare',
  'manufacturing-email-automation': 'Manufacturing',
  'esg-focused-media-monitoring': 'Capital Markets',
  'supplier-selection-automation': 'Manufacturing',
  'sfdr-anti-greenwashing': 'Capital Markets',
  'trademark-protection-automation': 'Legal',
};

describe('the use-case carousel data (HOME-8)', () => {
  it('has four cards, each telling one built-in case study of its industry', () => {
    expect(USE_CASES).toHaveLength(4);
    for (const card of USE_CASES) expect(BUILT_IN_STUDIES[card.caseStudySlug], card.caseStudySlug).toBe(card.industry);
    expect(new Set(USE_CASES.map((card) => card.caseStudySlug)).size).toBe(4);
  });

  it('gives every card an icon, a title, a description and a result', () => {
    expect(USE_CASES.map((card) => card.icon)).toEqual(['Stethoscope', 'Mail', 'Newspaper', 'Scale']);
    expect(USE_CASES.map((card) => card.title)).toEqual(['Clinical assessment intake', 'Order and supplier email triage', 'ESG media monitoring', 'Trademark watch']);
    for (const card of USE_CASES) {
      expect(card.description.length).toBeGreaterThan(60);
      expect(card.result).toMatch(/^[A-Z].{20,}\.$/);
    }
  });
});

describe('the testimonials (HOME-11: quote, author, title, image)', () => {
  it('come from companies that are also partner logos', () => {
    const partners = new Set(PARTNER_LOGOS.map((logo) => logo.name));
    expect(TESTIMONIALS).toHaveLength(4);
    for (const testimonial of TESTIMONIALS) {
      expect(partners.has(testimonial.company), testimonial.company).toBe(true);
      expect(testimonial.title.endsWith(`, ${testimonial.company}`)).toBe(true);
    }
  });

  it('each have a quote, an author and a square portrait', () => {
    expect(TESTIMONIALS.map((t) => t.author)).toEqual(['Dr. Amara Osei', 'Lena Hoffmann', 'James Whitcombe', 'Rafael Mendes']);
    expect(TESTIMONIALS.map((t) => t.image.src)).toEqual([
      '/images/home/people/amara-osei.webp',
      '/images/home/people/lena-hoffmann.webp',
      '/images/home/people/james-whitcombe.webp',
      '/images/home/people/rafael-mendes.webp',
    ]);
    for (const testimonial of TESTIMONIALS) {
      expect(testimonial.quote.length).toBeGreaterThan(80);
      expect(testimonial.image).toMatchObject({ width: 96, height: 96 });
    }
  });
});

describe('the partner logos (HOME-15: name, logo)', () => {
  it('are six wordmarks of the same size', () => {
    expect(PARTNER_LOGOS.map((logo) => [logo.name, logo.logo.src])).toEqual([
      ['Harbourview Rehabilitation Clinics', '/images/home/logos/harbourview-rehabilitation.webp'],
      ['Kessler Fluid Systems', '/images/home/logos/kessler-fluid-systems.webp'],
      ['Northgate Asset Management', '/images/home/logos/northgate-asset-management.webp'],
      ['Alder Packaging Group', '/images/home/logos/alder-packaging.webp'],
      ['Keane & Ashby LLP', '/images/home/logos/keane-ashby.webp'],
      ['Cobalt Ridge Networks', '/images/home/logos/cobalt-ridge.webp'],
    ]);
    for (const logo of PARTNER_LOGOS) expect(logo.logo).toMatchObject({ width: 200, height: 48 });
  });
});

// A customer quoted on the home page is never mistaken for one of Threo's own leaders.
describe('the testimonials’ authors', () => {
  const namesOf = (full: string): string[] => full.replace(/^Dr\.\s+/, '').split(/\s+/);
  it('share neither a first nor a last name with a leader of Threo', () => {
    const leaderNames = new Set(LEADERS.flatMap((leader) => namesOf(leader.name)));
    for (const testimonial of TESTIMONIALS) {
      expect(namesOf(testimonial.author).filter((name) => leaderNames.has(name)), testimonial.author).toEqual([]);
    }
  });
});
