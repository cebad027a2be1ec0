// The testimonial rotator (HOME-11, HOME-12, HOME-13, HOME-14): one quote at a time, advancing every 5 seconds and
// wrapping, with dots that jump to a quote and a pause control, driven by testimonialRotatorMachine. It pauses while
// hovered or focused (WCAG 2.2.2) and announces changes only while paused (WAI-ARIA carousel pattern).
import { Pause, Play } from 'lucide-react';
import type { FocusEvent } from 'react';
import { testimonialRotatorMachine } from '../../../../application/machines/testimonialRotatorMachine';
import { TESTIMONIALS } from '../../../../domain/home/testimonials';
import { useAppMachine } from '../../../app/machineActors';
import { Container, Section } from '../../../components/Layout';
import { TESTIMONIALS_COPY } from '../home.content';
import { SectionIntro, titleId } from './SectionIntro';
import * as S from './Testimonials.styles';
import { useReplayTargets } from '../../../app/replayTargets';

export const TESTIMONIAL_CONTROLS = {
  region: 'Customer testimonials',
  pause: 'Pause testimonials',
  play: 'Play testimonials',
  dots: 'Choose a testimonial',
  dot: (position: number, author: string) => `Testimonial ${position}: ${author}`,
  slide: (position: number, count: number) => `${position} of ${count}`,
} as const;

export const Testimonials = () => {
  const [snapshot, send] = useAppMachine(testimonialRotatorMachine, { input: { count: TESTIMONIALS.length } });
  const { index, pausedByVisitor } = snapshot.context;
  const paused = snapshot.hasTag('paused');

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) send({ type: 'focus.leave' });
  };

  const replayTarget = useReplayTargets([...TESTIMONIALS.map((_, position) => `testimonial-dot-${position}`), 'testimonial-pause']);
  return (
    <Section tone="surface" id={TESTIMONIALS_COPY.id} aria-labelledby={titleId(TESTIMONIALS_COPY)}>
      <Container>
        <SectionIntro copy={TESTIMONIALS_COPY} />
        <S.Rotator
          role="region"
          aria-roledescription="carousel"
          aria-label={TESTIMONIAL_CONTROLS.region}
          onPointerEnter={() => send({ type: 'pointer.enter' })}
          onPointerLeave={() => send({ type: 'pointer.leave' })}
          onFocus={() => send({ type: 'focus.enter' })}
          onBlur={onBlur}
        >
          <S.Slides aria-live={paused ? 'polite' : 'off'}>
            {TESTIMONIALS.map((testimonial, position) => (
              <S.Slide
                key={testimonial.author}
                shown={position === index}
                role="group"
                aria-roledescription="slide"
                aria-label={TESTIMONIAL_CONTROLS.slide(position + 1, TESTIMONIALS.length)}
              >
                <S.Figure>
                  <blockquote>
                    <p>
                      <S.Mark aria-hidden="true">“</S.Mark>
                      {testimonial.quote}
                      <S.Mark aria-hidden="true">”</S.Mark>
                    </p>
                  </blockquote>
                  <S.Caption>
                    <img src={testimonial.image.src} alt="" width={testimonial.image.width} height={testimonial.image.height} loading="lazy" decoding="async" />
                    <div>
                      <strong>{testimonial.author}</strong>
                      <span>{testimonial.title}</span>
                    </div>
                  </S.Caption>
                </S.Figure>
              </S.Slide>
            ))}
          </S.Slides>
          <S.Controls>
            <S.Dots role="group" aria-label={TESTIMONIAL_CONTROLS.dots}>
              {TESTIMONIALS.map((testimonial, position) => (
                <S.Dot
                  key={testimonial.author}
                  {...replayTarget(`testimonial-dot-${position}`)}
                  type="button"
                  aria-label={TESTIMONIAL_CONTROLS.dot(position + 1, testimonial.author)}
                  aria-current={position === index}
                  onClick={() => send({ type: 'dot.select', index: position })}
                />
              ))}
            </S.Dots>
            <S.PauseButton {...replayTarget('testimonial-pause')} type="button" onClick={() => send({ type: pausedByVisitor ? 'rotation.resume' : 'rotation.pause' })}>
              {pausedByVisitor ? <Play size={16} aria-hidden="true" /> : <Pause size={16} aria-hidden="true" />}
              {pausedByVisitor ? TESTIMONIAL_CONTROLS.play : TESTIMONIAL_CONTROLS.pause}
            </S.PauseButton>
          </S.Controls>
        </S.Rotator>
      </Container>
    </Section>
  );
};
