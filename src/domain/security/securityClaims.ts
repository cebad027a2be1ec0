// The security claims the site makes (SEC-1: zero data retention by default, SOC 2,
// HIPAA and GDPR), as data for the home page's security section, the /security page, the FAQs and the AI
// playground's knowledge. Nothing beyond these four is claimed. Public API: SecurityClaim, SECURITY_CLAIMS,
// COMPLIANCE_FRAMEWORKS, complianceList().
import { joinWithAnd } from '../content/joinWithAnd';

export interface SecurityClaim {
  readonly id: 'zero-data-retention' | 'soc2' | 'hipaa' | 'gdpr';
  readonly title: string;
  readonly description: string;
}

export const SECURITY_CLAIMS: readonly SecurityClaim[] = [
  {
    id: 'zero-data-retention',
    title: 'Zero data retention by default',
    description: 'Your prompts and documents are not kept by the model provider: zero data retention is the default, not an option you must ask for.',
  },
  {
    id: 'soc2',
    title: 'SOC 2',
    description: 'Our controls for security, availability and confidentiality follow the SOC 2 framework.',
  },
  {
    id: 'hipaa',
    title: 'HIPAA',
    description: 'Healthcare organisations can use Threo for workloads that involve protected health information.',
  },
  {
    id: 'gdpr',
    title: 'GDPR',
    description: 'Personal data is processed under the GDPR: you stay the controller of your data and Threo acts as your processor.',
  },
];

/** The compliance frameworks, in the order the site names them. */
export const COMPLIANCE_FRAMEWORKS: readonly string[] = SECURITY_CLAIMS.filter((claim) => claim.id !== 'zero-data-retention').map((claim) => claim.title);

/** "SOC 2, HIPAA and GDPR". */
export const complianceList = (): string => joinWithAnd(COMPLIANCE_FRAMEWORKS);
