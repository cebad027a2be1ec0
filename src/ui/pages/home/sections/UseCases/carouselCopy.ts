// Labels of the use-case carousel's controls, for the carousel and its static stand-in.
export const CAROUSEL_COPY = {
  region: 'Use cases',
  previous: 'Previous use case',
  next: 'Next use case',
  slide: (position: number, count: number) => `${position} of ${count}`,
  position: (position: number, count: number) => `${position} / ${count}`,
  announce: (position: number, count: number, title: string) => `Use case ${position} of ${count}: ${title}`,
} as const;

export const USE_CASE_TRACK_ID = 'use-case-track';
