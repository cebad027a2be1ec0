// The home hero (HOME-2: "a hero (headline: your AI workforce partner) with Get Demo and Explore Solutions
// buttons"): the page's one h1 and supporting line from the route table, the two calls to action, the trust line
// and the portal drawing, a figure whose caption says it is a drawing and links to the working playground.
import { ArrowDown, ArrowRight, Check } from 'lucide-react';
import { Suspense } from 'react';
import { routeHeading } from '../../../../domain/site/routeHeadings';
import { deferred } from '../../../app/lazyPage';
import { ButtonLink } from '../../../components/Button';
import { Container, Eyebrow } from '../../../components/Layout';
import { HERO } from '../hero.content';
import * as S from './Hero.styles';

/** The drawing is decorative and interaction-free: in the prerendered HTML at once, its code after the hero's. */
const Illustration = deferred<{ readonly label: string }>(() => import('../../../components/visuals/PortalDrawing').then((module) => ({ default: module.PortalDrawing })));

/** Splits the heading around its accent words ("Your " + "AI Workforce" + " Partner"). */
export const splitAccent = (heading: string, accent: string): readonly [string, string, string] => {
  const at = heading.indexOf(accent);
  return at < 0 ? [heading, '', ''] : [heading.slice(0, at), accent, heading.slice(at + accent.length)];
};

export const Hero = () => {
  const route = routeHeading('home');
  const [before, accent, after] = splitAccent(route.heading, HERO.headingAccent);
  return (
    <S.Root aria-labelledby="home-title">
      <Container>
        <S.Grid>
          <S.Text>
            <Eyebrow>{HERO.eyebrow}</Eyebrow>
            <S.Title id="home-title">
              {before}
              {accent ? <S.Accent>{accent}</S.Accent> : null}
              {after}
            </S.Title>
            <S.Supporting>{route.intro}</S.Supporting>
            <S.Actions>
              <ButtonLink to={HERO.primary.to} size="lg">
                {HERO.primary.label}
                <ArrowRight size={18} aria-hidden="true" />
              </ButtonLink>
              <ButtonLink to={HERO.secondary.to} size="lg" variant="secondary">
                {HERO.secondary.label}
              </ButtonLink>
            </S.Actions>
            <S.TrustList aria-label="Why teams choose Threo">
              {HERO.trustPoints.map((point) => (
                <li key={point}>
                  <Check size={16} aria-hidden="true" />
                  {point}
                </li>
              ))}
            </S.TrustList>
          </S.Text>
          <S.Visual>
            <Suspense fallback={null}>
              <Illustration.Component label={HERO.illustrationLabel} />
            </Suspense>
            <S.Caption>
              {HERO.illustrationCaption}{' '}
              {/* A same-page anchor to the working chat: the browser scrolls there (the router does not scroll to
                  hashes). */}
              <a href={HERO.playgroundLink.to}>
                {HERO.playgroundLink.label}
                <ArrowDown size={14} aria-hidden="true" />
              </a>
            </S.Caption>
          </S.Visual>
        </S.Grid>
      </Container>
    </S.Root>
  );
};
