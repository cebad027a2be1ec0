// "Browse Resources by Category" (RES-2): six cards, each leading to its list; the
// Documentation card opens the external documentation site (from the site configuration) in a new tab.
import styled from '@emotion/styled';
import { BookOpen, Briefcase, FileText, Library, Newspaper, Video, type LucideIcon } from 'lucide-react';
import { ButtonLink, ExternalButtonLink } from '../../../components/Button';
import { Card, Container, Grid, IconBadge, Lead, Section, SectionHeader, SectionTitle } from '../../../components/Layout';
import { useSiteConfig } from '../../../app/SiteConfigContext';
import { HUB, type CategoryCard, type CategoryIcon } from '../resources.content';

const ICONS: Readonly<Record<CategoryIcon, LucideIcon>> = { BookOpen, FileText, Briefcase, Newspaper, Video, Library };

// The ghost link's own padding would indent it; pull it back in line with the text above.
const CategoryCardBox = styled(Card)(({ theme }) => ({
  '& > a': { marginTop: 'auto', alignSelf: 'flex-start', marginInlineStart: `-${theme.space[3]}` },
}));

const Action = ({ card }: { readonly card: CategoryCard }) => {
  const config = useSiteConfig();
  if (card.target.kind === 'documentation') {
    return (
      <ExternalButtonLink variant="ghost" href={config.documentationUrl}>
        {card.action}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </ExternalButtonLink>
    );
  }
  return (
    <ButtonLink variant="ghost" to={card.target.to}>
      {card.action}
    </ButtonLink>
  );
};

export const CategoryGrid = () => (
  <Section aria-labelledby="resource-categories">
    <Container>
      <SectionHeader>
        <SectionTitle id="resource-categories">{HUB.categoriesTitle}</SectionTitle>
        <Lead>{HUB.categoriesLead}</Lead>
      </SectionHeader>
      <Grid min={300}>
        {HUB.categories.map((card) => {
          const Icon = ICONS[card.icon];
          return (
            <CategoryCardBox key={card.title}>
              <IconBadge>
                <Icon size={24} aria-hidden="true" />
              </IconBadge>
              <h3>{card.title}</h3>
              <p>{card.description}</p>
              <Action card={card} />
            </CategoryCardBox>
          );
        })}
      </Grid>
    </Container>
  </Section>
);
