// A blog post in the list (BLOG-2): the grid card, and the larger featured card for the first
// post of page 1. The Read More link covers the whole card, so the card is one target, named by the title.
import styled from '@emotion/styled';
import { ArrowRight } from 'lucide-react';
import { WholeCardLink } from '../../../components/CardLink';
import { cardSurface, liftOnHover } from '../../../components/surfaces';
import type { BlogPostSummary } from '../../../../domain/content';
import { HUB_THUMBNAIL_HEIGHT_PX, HUB_THUMBNAIL_WIDTH_PX } from '../../../../domain/site/constants';
import { pathOf } from '../../../../domain/site/routeTable';
import { Pill } from '../shared/Chips';
import { formatFullDate, machineDate } from '../shared/dates';
import { Thumbnail } from '../shared/Thumbnail';
import { BLOG } from '../resources.content';

const CardBox = styled.article<{ readonly featured?: boolean }>(({ theme, featured = false }) => ({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: featured ? 'minmax(0, 1.15fr) minmax(0, 1fr)' : '1fr',
  gridTemplateRows: featured ? 'auto' : 'auto 1fr',
  overflow: 'hidden',
  ...cardSurface(theme),
  borderColor: featured ? theme.colors.brand : theme.colors.border,
  boxShadow: theme.shadow.card,
  ...liftOnHover(theme),
  '&:focus-within': { boxShadow: theme.focusRing },
  [theme.mq.mobile]: { gridTemplateColumns: '1fr' },
}));

const Body = styled.div<{ readonly featured?: boolean }>(({ theme, featured = false }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[3],
  padding: featured ? theme.space[8] : theme.space[6],
  '& h3': { margin: 0, fontSize: featured ? theme.fontSize['2xl'] : theme.fontSize.lg },
  '& p': { margin: 0, color: theme.colors.muted },
  [theme.mq.mobile]: { padding: theme.space[6], '& h3': { fontSize: theme.fontSize.xl } },
}));

const Meta = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space[3],
  color: theme.colors.muted,
  fontSize: theme.fontSize.sm,
}));

export interface PostCardProps {
  readonly post: BlogPostSummary;
  readonly featured?: boolean;
}

export const PostCard = ({ post, featured = false }: PostCardProps) => (
  <CardBox featured={featured}>
    <Thumbnail
      src={post.thumbnail}
      width={featured ? 800 : HUB_THUMBNAIL_WIDTH_PX}
      height={featured ? 384 : HUB_THUMBNAIL_HEIGHT_PX}
      eager={featured}
      fill={featured}
    />
    <Body featured={featured}>
      <Meta>
        {featured ? <Pill>{BLOG.featuredLabel}</Pill> : null}
        <Pill>{post.category}</Pill>
        <time dateTime={machineDate(post.date)}>{formatFullDate(post.date)}</time>
      </Meta>
      <h3>{post.title}</h3>
      <p>{post.description}</p>
      <WholeCardLink to={pathOf('blogPost', post.slug)}>
        {BLOG.readMore}
        <span className="visually-hidden">: {post.title}</span>
        <ArrowRight size={18} aria-hidden="true" />
      </WholeCardLink>
    </Body>
  </CardBox>
);
