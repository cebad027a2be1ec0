import { describe, expect, it } from 'vitest';
import { COMPLIANCE_FRAMEWORKS, SECURITY_CLAIMS, complianceList } from '../../../src/domain/security/securityClaims';

describe('the security claims (SEC-1)', () => {
  it('are exactly zero data retention by default, SOC 2, HIPAA and GDPR', () => {
    expect(SECURITY_CLAIMS.map((claim) => [claim.id, claim.title])).toEqual([
      ['zero-data-retention', 'Zero data retention by default'],
      ['soc2', 'SOC 2'],
      ['hipaa', 'HIPAA'],
      ['gdpr', 'GDPR'],
    ]);
    for (const claim of SECURITY_CLAIMS) expect(claim.description.length).toBeGreaterThan(30);
  });

  it('name the compliance frameworks in one phrase', () => {
    expect(COMPLIANCE_FRAMEWORKS).toEqual(['SOC 2', 'HIPAA', 'GDPR']);
    expect(complianceList()).toBe('SOC 2, HIPAA and GDPR');
  });

  it('claim no certification beyond the spec', () => {
    const text = SECURITY_CLAIMS.map((claim) => `${claim.title} ${claim.description}`).join(' ');
    expect(text).not.toMatch(/ISO|Type II|PCI|FedRAMP|certified/i);
  });
});
