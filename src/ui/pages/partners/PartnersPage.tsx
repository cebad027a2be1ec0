// /partners (PART-1, PART-2, PART-3, PART-4, PART-5, PART-6): the MSP partner page with its hero, opportunity,
// three-phase method, the two products, the 90-day roadmap, the market picture with recommendations and the
// #partner-application section. The method and the roadmap are drawn as timelines (numbered phases on one line, three
// stages on one 90-day track); the products sit beside a drawing of a ThreoBuilder workflow, what a partner's engineers
// build.
import { ArrowRight, Bot, MessageSquare, TrendingUp, type LucideIcon } from 'lucide-react';
import { pathOf } from '../../../domain/site/routeTable';
import { ActionLinks } from '../../components/ActionLinks';
import { ButtonLink, ExternalButtonLink } from '../../components/Button';
import { CardLink } from '../../components/CardLink';
import { CtaBand } from '../../components/CtaBand';
import { IconCardGrid } from '../../components/IconCardGrid';
import { ButtonRow, Container, Lead, Section, SectionHeader, SectionTitle } from '../../components/Layout';
import { LazyBuilderFlowDrawing } from '../../components/visuals/LazyDrawings';
import { ProductFigure } from '../../components/visuals/ProductFigure';
import { StandardPage } from '../StandardPage';
import { PARTNER_APPLICATION_ID, PARTNERS_CONTENT as content } from './partners.content';
import { MarketList, PhaseList, PhaseMarker, ProductCard, ProductsSplit, ProductStack, Roadmap } from './PartnersPage.styles';

const ICONS: Readonly<Record<(typeof content.opportunity.items)[number]['icon'], LucideIcon>> = { MessageSquare, Bot, TrendingUp };

const Heading = ({ id, title, lead }: { readonly id: string; readonly title: string; readonly lead: string }) => (
  <SectionHeader>
    <SectionTitle id={id}>{title}</SectionTitle>
    <Lead>{lead}</Lead>
  </SectionHeader>
);

const PartnersPage = () => (
  <StandardPage
    id="partners"
    eyebrow={content.hero.eyebrow}
    actions={
      <>
        {/* A plain in-page anchor: the browser scrolls to the section (the router does not scroll to hashes). */}
        <ExternalButtonLink sameTab href={`#${PARTNER_APPLICATION_ID}`} size="lg">
          {content.hero.apply}
        </ExternalButtonLink>
        <ButtonLink to={pathOf('demo')} variant="secondary" size="lg">
          {content.hero.demo}
        </ButtonLink>
      </>
    }
  >
    <Section aria-labelledby="partners-opportunity-title">
      <Container>
        <Heading id="partners-opportunity-title" title={content.opportunity.title} lead={content.opportunity.lead} />
        <IconCardGrid
          min={280}
          iconSize={24}
          items={content.opportunity.items.map((item) => ({ ...item, icon: ICONS[item.icon] }))}
        />
      </Container>
    </Section>

    <Section tone="surface" aria-labelledby="partners-method-title">
      <Container>
        <Heading id="partners-method-title" title={content.method.title} lead={content.method.lead} />
        <PhaseList>
          {content.method.phases.map((phase, index) => (
            <li key={phase.name}>
              <PhaseMarker aria-hidden="true">{index + 1}</PhaseMarker>
              <h3>{phase.name}</h3>
              <p>{phase.text}</p>
              <ul>
                {phase.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </li>
          ))}
        </PhaseList>
      </Container>
    </Section>

    <Section aria-labelledby="partners-products-title">
      <Container>
        <ProductsSplit>
          <div>
            <SectionHeader align="start">
              <SectionTitle id="partners-products-title">{content.products.title}</SectionTitle>
              <Lead>{content.products.lead}</Lead>
            </SectionHeader>
            <ProductStack>
              {content.products.items.map((product) => (
                <ProductCard key={product.name}>
                  <h3>{product.name}</h3>
                  <p>{product.text}</p>
                  <CardLink to={pathOf(product.route)}>
                    {product.link}
                    <ArrowRight size={16} aria-hidden="true" />
                  </CardLink>
                </ProductCard>
              ))}
            </ProductStack>
          </div>
          <ProductFigure caption={content.products.figureCaption}>
            <LazyBuilderFlowDrawing />
          </ProductFigure>
        </ProductsSplit>
      </Container>
    </Section>

    <Section tone="surface" aria-labelledby="partners-roadmap-title">
      <Container>
        <Heading id="partners-roadmap-title" title={content.roadmap.title} lead={content.roadmap.lead} />
        <Roadmap>
          {content.roadmap.stages.map((stage) => (
            <li key={stage.name}>
              <p>{stage.days}</p>
              <h3>{stage.name}</h3>
              <ul>
                {stage.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </li>
          ))}
        </Roadmap>
      </Container>
    </Section>

    <Section aria-labelledby="partners-market-title">
      <Container>
        <Heading id="partners-market-title" title={content.market.title} lead={content.market.lead} />
        <MarketList>
          {content.market.items.map((item) => (
            <article key={item.topic}>
              <h3>{item.topic}</h3>
              <dl>
                <div>
                  <dt>{content.market.signalLabel}</dt>
                  <dd>{item.signal}</dd>
                </div>
                <div>
                  <dt>{content.market.recommendationLabel}</dt>
                  <dd>{item.recommendation}</dd>
                </div>
              </dl>
            </article>
          ))}
        </MarketList>
      </Container>
    </Section>

    <CtaBand
      id={PARTNER_APPLICATION_ID}
      titleId="partners-application-title"
      title={content.application.title}
      text={content.application.text}
    >
      <ButtonRow>
        <ActionLinks actions={content.application.actions} />
      </ButtonRow>
    </CtaBand>
  </StandardPage>
);

export default PartnersPage;
