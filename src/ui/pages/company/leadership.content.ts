// The five leaders of /company/leadership (COMP-3, COMP-4: name, role, bio, photo, profile link). Fictional
// people, drawn as our own illustrated avatars (art/images/leaders/, 240 × 240 SVG, shown as WebP). The profile
// links open the leader's professional profile in a new tab.
export interface Leader {
  readonly id: string;
  readonly name: string;
  readonly role: string;
  readonly bio: string;
  readonly photo: { readonly src: string; readonly width: number; readonly height: number; readonly alt: string };
  readonly profileUrl: string;
}

/** The portraits are square SVGs drawn at this size; cards show them at AVATAR_DISPLAY_PX. */
const AVATAR_SOURCE_PX = 240;
export const AVATAR_DISPLAY_PX = 120;

const photo = (id: string, name: string): Leader['photo'] => ({
  src: `/images/leaders/${id}.webp`,
  width: AVATAR_SOURCE_PX,
  height: AVATAR_SOURCE_PX,
  alt: `Illustrated portrait of ${name}`,
});

const leader = (id: string, name: string, role: string, bio: string, profileUrl: string): Leader => ({
  id,
  name,
  role,
  bio,
  photo: photo(id, name),
  profileUrl,
});

export const PROFILE_LINK_LABEL = 'View profile';

export const LEADERS: readonly Leader[] = [
  leader(
    'maya-chen',
    'Maya Chen',
    'Co-founder & Chief Executive Officer',
    'Maya ran service delivery at a managed-service provider for eight years before co-founding Threo. She sets the company’s direction and still joins customer workshops every month.',
    'https://www.linkedin.com/in/maya-chen-threo',
  ),
  leader(
    'daniel-okafor',
    'Daniel Okafor',
    'Co-founder & Chief Technology Officer',
    'Daniel built the first Threo agent on a help-desk night shift. He leads engineering and the platform behind ThreoAI and ThreoBuilder, with a focus on reliability and privacy by design.',
    'https://www.linkedin.com/in/daniel-okafor-threo',
  ),
  leader(
    'priya-raman',
    'Priya Raman',
    'Chief Product Officer',
    'Priya shapes ThreoAI and ThreoBuilder from customer research to release. Before Threo she led product for machine-learning tools used by operations teams.',
    'https://www.linkedin.com/in/priya-raman-threo',
  ),
  leader(
    'marcus-lindqvist',
    'Marcus Lindqvist',
    'VP of Partner Success',
    'Marcus leads the MSP partner program, helping partners go from their first AI conversation with a client to a live deployment in 90 days.',
    'https://www.linkedin.com/in/marcus-lindqvist-threo',
  ),
  leader(
    'elena-varga',
    'Elena Varga',
    'Chief Information Security Officer',
    'Elena owns security and compliance at Threo, from zero data retention by default to the SOC 2, HIPAA and GDPR requirements our customers bring to their reviews.',
    'https://www.linkedin.com/in/elena-varga-threo',
  ),
];

/** The closing invitation under the cards. */
export const JOIN_US = {
  title: 'Want to build with us?',
  text: 'We are hiring engineers, partner managers and security specialists who care about useful, trustworthy AI.',
  linkLabel: 'See open positions',
} as const;
