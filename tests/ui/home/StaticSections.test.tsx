// @vitest-environment jsdom
// The home page's static sections, as a visitor finds them by role and label: the hero, problem, solution, key
// benefits, security, partner logos and the closing call to action.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SECURITY_CLAIMS } from '../../../src/domain/security/securityClaims';
import { FinalCta } from '../../../src/ui/pages/home/sections/FinalCta';
import { Hero, splitAccent } from '../../../src/ui/pages/home/sections/Hero';
import { KeyBenefits } from '../../../src/ui/pages/home/sections/KeyBenefits';
import { PartnerLogos } from '../../../src/ui/pages/home/sections/PartnerLogos';
import { ProblemStatement } from '../../../src/ui/pages/home/sections/ProblemStatement';
import { SecuritySection } from '../../../src/ui/pages/home/sections/SecuritySection';
import { SolutionOverview } from '../../../src/ui/pages/home/sections/SolutionOverview';
import { renderWithProviders } from '../renderWithProviders';

const hrefOf = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');

describe('Hero', () => {
  // Covers: HOME-2
  it('shows the headline as the one h1, with the supporting line', () => {
    renderWithProviders(<Hero />);
    expect(screen.getByRole('heading', { level: 1, name: 'Your AI Workforce Partner' })).toBeTruthy();
    expect(screen.getByText(/Managed AI agents, a business AI portal and a no-code agent builder/)).toBeTruthy();
  });

  // Covers: HOME-2
  it('sends Get Demo to /company/demo and Explore Solutions to /solutions', () => {
    renderWithProviders(<Hero />);
    expect(hrefOf('Get Demo')).toBe('/company/demo');
    expect(hrefOf('Explore Solutions')).toBe('/solutions');
  });

  it('names the security claims in its trust line', () => {
    renderWithProviders(<Hero />);
    const list = screen.getByRole('list', { name: 'Why teams choose Threo' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Zero data retention by default',
      'SOC 2, HIPAA and GDPR',
      'Built, run and managed for you',
    ]);
  });

  it('describes its illustration to screen readers', () => {
    renderWithProviders(<Hero />);
    expect(screen.getByRole('img', { name: /ThreoAI portal answering an employee question/ })).toBeTruthy();
  });

  it.each([
    ['Your AI Workforce Partner', 'AI Workforce', ['Your ', 'AI Workforce', ' Partner']],
    ['Your AI Workforce Partner', 'Robots', ['Your AI Workforce Partner', '', '']],
  ])('splits "%s" around "%s"', (heading, accent, expected) => {
    expect(splitAccent(heading, accent)).toEqual(expected);
  });
});

describe('ProblemStatement, SolutionOverview and KeyBenefits', () => {
  it('states the problem with three pain points', () => {
    renderWithProviders(<ProblemStatement />);
    const section = screen.getByRole('region', { name: 'Skilled people stuck on repetitive work' });
    expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('links each part of the solution to its page', () => {
    renderWithProviders(<SolutionOverview />);
    expect(hrefOf('Explore AI agents')).toBe('/solutions/ai-agents-chatbots');
    expect(hrefOf('Discover ThreoAI')).toBe('/products/threoai');
    expect(hrefOf('Discover ThreoBuilder')).toBe('/products/threobuilder');
  });

  // Covers: HOME-6
  it('lists the four key benefits of the specification', () => {
    renderWithProviders(<KeyBenefits />);
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['Increased productivity', 'Reduced operational costs', 'Enhanced decision making', 'Scalable operations']);
  });

  // Covers: HOME-7
  it('anchors See AI in Action to the use cases', () => {
    renderWithProviders(<KeyBenefits />);
    const link = screen.getByRole('link', { name: 'See AI in Action' });
    expect(link.getAttribute('href')).toBe('#use-cases');
    expect(link.getAttribute('target')).toBeNull();
  });
});

describe('SecuritySection', () => {
  // Covers: HOME-16
  it('shows the four security claims and links to /security', () => {
    renderWithProviders(<SecuritySection />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(SECURITY_CLAIMS.map((claim) => claim.title));
    expect(screen.getByText('Zero data retention by default')).toBeTruthy();
    expect(hrefOf('Read about our security')).toBe('/security');
  });
});

describe('PartnerLogos', () => {
  it('shows each partner logo as an image named after the partner, with its size set', () => {
    renderWithProviders(<PartnerLogos />);
    const logos = screen.getAllByRole('img');
    expect(logos.map((logo) => logo.getAttribute('alt'))).toContain('Harbourview Rehabilitation Clinics');
    for (const logo of logos) {
      expect(logo.getAttribute('alt')).not.toBe('');
      expect(logo.getAttribute('width')).toBe('200');
      expect(logo.getAttribute('height')).toBe('48');
      expect(logo.getAttribute('src')).toMatch(/^\/images\/home\/logos\/[a-z-]+\.webp$/);
    }
  });
});

describe('FinalCta', () => {
  // Covers: HOME-17
  it('sends Get Started Today to /company/demo and Explore Solutions to /solutions', () => {
    renderWithProviders(<FinalCta />);
    expect(hrefOf(/Get Started Today/)).toBe('/company/demo');
    expect(hrefOf('Explore Solutions')).toBe('/solutions');
  });
});
