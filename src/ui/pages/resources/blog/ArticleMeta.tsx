// The byline of an article (BLOG-14, BLOG-15): the author (the Threo team when none is named), the
// publish time as a relative phrase with the full date ('MMMM dd, yyyy') on hover and for screen readers, and
// the Share button. The relative phrase needs the clock, so it appears after hydration; before, the full date. Its
// formatter (date-fns's rules, shared/relativeDate.ts) loads then, in a chunk of its own (QUAL-9); should it not
// load, the full date stays.
import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { Share2 } from 'lucide-react';
import type { Clock } from '../../../../application/ports/Clock';
import { DEFAULT_BLOG_AUTHOR } from '../../../../domain/content';
import { Button } from '../../../components/Button';
import { useServices } from '../../../app/ServicesContext';
import { formatFullDate, machineDate } from '../shared/dates';
import { ARTICLE } from '../resources.content';
import { shareLink, type ShareTarget } from './shareLink';

const Row = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.space[4],
  marginTop: theme.space[6],
  color: theme.colors.muted,
}));

const Author = styled.span(({ theme }) => ({ display: 'inline-flex', alignItems: 'center', gap: theme.space[3], color: theme.colors.text, fontWeight: 600 }));

const Avatar = styled.span(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  borderRadius: theme.radius.pill,
  background: theme.colors.tint,
  color: theme.colors.brand,
  fontSize: theme.fontSize.sm,
  fontWeight: 700,
  overflow: 'hidden',
  '& img': { width: 40, height: 40, objectFit: 'cover' },
}));

// On a phone the byline wraps after the author; a separator left at the end of that line would dangle.
const Dot = styled.span(({ theme }) => ({ '&::before': { content: '"·"' }, [theme.mq.mobile]: { display: 'none' } }));

const initials = (name: string): string =>
  name
    .split(/\s+/)
    .filter((part) => /^\p{L}/u.test(part))
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

/**
 * The phrase and the full date share one grid cell, the full date kept in the layout but unseen once the phrase
 * shows: the byline is centred and wraps, so a phrase narrower than the prerendered date would move the author and
 * the Share button when it replaced the date after hydration (a layout shift).
 */
const SameWidth = styled.span({ display: 'inline-grid', justifyItems: 'center', '& > *': { gridArea: '1 / 1' } });
const Unseen = styled.span({ visibility: 'hidden' });

/** The relative phrase, once the page has hydrated and its formatter has loaded; undefined until then. */
const useRelativePhrase = (date: string, clock: Clock): string | undefined => {
  const [phrase, setPhrase] = useState<string>();
  useEffect(() => {
    let live = true;
    import('../shared/relativeDate').then(
      ({ formatRelativeDate }) => {
        if (live) setPhrase(formatRelativeDate(date, clock.now()));
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [date, clock]);
  return phrase;
};

export const PublishedTime = ({ date }: { readonly date: string }) => {
  const { clock } = useServices();
  const phrase = useRelativePhrase(date, clock);
  const full = formatFullDate(date);
  return (
    <time dateTime={machineDate(date)} title={full}>
      {phrase !== undefined ? (
        <>
          <SameWidth aria-hidden="true">
            <span>{phrase}</span>
            <Unseen>{full}</Unseen>
          </SameWidth>
          <span className="visually-hidden">{full}</span>
        </>
      ) : (
        <SameWidth>
          <span>{full}</span>
        </SameWidth>
      )}
    </time>
  );
};

export interface ArticleMetaProps {
  readonly author: string;
  readonly authorImage?: string;
  readonly date: string;
  readonly share: ShareTarget;
}

export const ArticleMeta = ({ author, authorImage, date, share }: ArticleMetaProps) => {
  const { notifier } = useServices();
  const name = author.trim() || DEFAULT_BLOG_AUTHOR;
  const onShare = async () => {
    const outcome = await shareLink(share);
    if (outcome === 'copied') notifier.success(ARTICLE.copied);
    if (outcome === 'failed') notifier.error(ARTICLE.copyFailed);
  };
  return (
    <Row>
      <Author>
        <Avatar aria-hidden="true">{authorImage ? <img src={authorImage} alt="" width={40} height={40} /> : initials(name)}</Avatar>
        <span>
          {ARTICLE.by} {name}
        </span>
      </Author>
      <Dot aria-hidden="true" />
      <span>
        <span className="visually-hidden">{ARTICLE.published} </span>
        <PublishedTime date={date} />
      </span>
      <Button variant="secondary" onClick={() => void onShare()}>
        <Share2 size={18} aria-hidden="true" />
        {ARTICLE.share}
      </Button>
    </Row>
  );
};
