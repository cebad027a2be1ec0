// The heading block every home section opens with: eyebrow, h2 (its id labels the section) and lead line.
import styled from '@emotion/styled';
import { Eyebrow, Lead, SectionHeader, SectionTitle } from '../../../components/Layout';
import type { SectionCopy } from '../home.content';

const IntroLead = styled(Lead)({ marginBottom: 0 });

/** The id of a section's h2, for the section's aria-labelledby. */
export const titleId = (copy: Pick<SectionCopy, 'id'>): string => `${copy.id}-title`;

export const SectionIntro = ({ copy, align = 'center' }: { readonly copy: SectionCopy; readonly align?: 'start' | 'center' }) => (
  <SectionHeader align={align}>
    <Eyebrow>{copy.eyebrow}</Eyebrow>
    <SectionTitle id={titleId(copy)}>{copy.title}</SectionTitle>
    <IntroLead>{copy.lead}</IntroLead>
  </SectionHeader>
);
