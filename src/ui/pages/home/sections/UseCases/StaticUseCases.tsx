// The use cases before the carousel code arrives: the same cards in the same box, in a row that scrolls natively
// (so the prerendered page reads and works without JavaScript), with the carousel's controls not yet active.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { USE_CASES } from '../../../../../domain/home/useCases';
import { CAROUSEL_COPY, USE_CASE_TRACK_ID } from './carouselCopy';
import { UseCaseCard } from './UseCaseCard';
import * as S from './UseCases.styles';

export const StaticUseCases = ({ footerEnd }: { readonly footerEnd: ReactNode }) => (
  <S.Region role="region" aria-roledescription="carousel" aria-label={CAROUSEL_COPY.region}>
    {/* Focusable so keyboard users can scroll the row before the carousel code arrives. */}
    <S.Viewport scrollable tabIndex={0}>
      <S.Track id={USE_CASE_TRACK_ID}>
        {USE_CASES.map((useCase, index) => (
          <S.Slide key={useCase.caseStudySlug} role="group" aria-roledescription="slide" aria-label={CAROUSEL_COPY.slide(index + 1, USE_CASES.length)}>
            <UseCaseCard useCase={useCase} />
          </S.Slide>
        ))}
      </S.Track>
    </S.Viewport>
    <S.Footer>
      <S.Controls>
        <S.Arrow type="button" disabled aria-label={CAROUSEL_COPY.previous}>
          <ChevronLeft size={20} aria-hidden="true" />
        </S.Arrow>
        <S.Position>{CAROUSEL_COPY.position(1, USE_CASES.length)}</S.Position>
        <S.Arrow type="button" disabled aria-label={CAROUSEL_COPY.next}>
          <ChevronRight size={20} aria-hidden="true" />
        </S.Arrow>
      </S.Controls>
      {footerEnd}
    </S.Footer>
  </S.Region>
);
