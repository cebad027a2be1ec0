// The use-case carousel (HOME-8, HOME-9, HOME-10: four cards, looping, previous and next controls; defaults centred,
// horizontal, drag threshold 10) on Embla. Keyboard: the two buttons; screen readers: a labelled carousel region of
// labelled slides, and a polite announcement of the card a button brought into view. Loaded when the visitor nears it.
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { USE_CASES } from '../../../../../domain/home/useCases';
import { CAROUSEL_COPY, USE_CASE_TRACK_ID } from './carouselCopy';
import { UseCaseCard } from './UseCaseCard';
import * as S from './UseCases.styles';

/** HOME-9, HOME-10, looping. */
export const USE_CASE_CAROUSEL_OPTIONS = { loop: true, align: 'center', axis: 'x', dragThreshold: 10 } as const;

const UseCaseCarousel = ({ footerEnd }: { readonly footerEnd: ReactNode }) => {
  const [viewportRef, embla] = useEmblaCarousel(USE_CASE_CAROUSEL_OPTIONS);
  const [selected, setSelected] = useState(0);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!embla) return undefined;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  const go = useCallback(
    (direction: 'prev' | 'next') => {
      if (!embla) return;
      if (direction === 'prev') embla.scrollPrev();
      else embla.scrollNext();
      const position = embla.selectedScrollSnap();
      const useCase = USE_CASES[position];
      if (useCase) setAnnouncement(CAROUSEL_COPY.announce(position + 1, USE_CASES.length, useCase.title));
    },
    [embla],
  );

  return (
    <S.Region role="region" aria-roledescription="carousel" aria-label={CAROUSEL_COPY.region}>
      <S.Viewport ref={viewportRef}>
        <S.Track id={USE_CASE_TRACK_ID}>
          {USE_CASES.map((useCase, index) => (
            <S.Slide
              key={useCase.caseStudySlug}
              role="group"
              aria-roledescription="slide"
              aria-label={CAROUSEL_COPY.slide(index + 1, USE_CASES.length)}
              aria-current={index === selected ? 'true' : undefined}
            >
              <UseCaseCard useCase={useCase} />
            </S.Slide>
          ))}
        </S.Track>
      </S.Viewport>
      <S.Footer>
        <S.Controls>
          <S.Arrow type="button" aria-label={CAROUSEL_COPY.previous} aria-controls={USE_CASE_TRACK_ID} onClick={() => go('prev')}>
            <ChevronLeft size={20} aria-hidden="true" />
          </S.Arrow>
          <S.Position aria-hidden="true">{CAROUSEL_COPY.position(selected + 1, USE_CASES.length)}</S.Position>
          <S.Arrow type="button" aria-label={CAROUSEL_COPY.next} aria-controls={USE_CASE_TRACK_ID} onClick={() => go('next')}>
            <ChevronRight size={20} aria-hidden="true" />
          </S.Arrow>
        </S.Controls>
        {footerEnd}
      </S.Footer>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </S.Region>
  );
};

export default UseCaseCarousel;
