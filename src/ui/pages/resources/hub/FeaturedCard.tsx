// One card of the hub's Featured Resources (RES-4): a 400×192 thumbnail (the brand placeholder if none),
// the category (default "Blog"), the title, the description clamped to three lines and a Read Article link.
import styled from '@emotion/styled';
import { ArrowRight } from 'lucide-react';
import { RouterLink } from '../../../components/RouterLink';
import { cardFootLink, cardSurface, liftOnHover } from '../../../components/surfaces';
import { DEFAULT_RESOURCE_CATEGORY } from '../../../../domain/content';
import { HUB_DESCRIPTION_CLAMP_LINES, HUB_THUMBNAIL_HEIGHT_PX, HUB_THUMBNAIL_WIDTH_PX } from '../../../../domain/site/constants';
import { Pill } from '../shared/Chips';
import { Thumbnail } from '../shared/Thumbnail';
import { HUB } from '../resources.content';

const Box = styled.article(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  ...cardSurface(theme),
  boxShadow: theme.shadow.card,
  ...liftOnHover(theme),
}));

const Body = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[3],
  flex: 1,
  padding: theme.space[6],
  '& > h3': { fontSize: theme.fontSize.lg, margin: 0 },
}));

const Description = styled.p(({ theme }) => ({
  margin: 0,
  color: theme.colors.muted,
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: HUB_DESCRIPTION_CLAMP_LINES,
  overflow: 'hidden',
}));

const ReadLink = styled(RouterLink)(({ theme }) => ({
  ...cardFootLink(theme),
  textDecoration: 'none',
  '& svg': { transition: `transform ${theme.motion}` },
  '&:hover svg': { transform: 'translateX(3px)' },
}));

export interface FeaturedItem {
  readonly key: string;
  readonly to: string;
  readonly title: string;
  readonly description: string;
  readonly thumbnail?: string;
  readonly category?: string;
}

export const FeaturedCard = ({ item }: { readonly item: FeaturedItem }) => (
  <Box>
    <Thumbnail src={item.thumbnail} width={HUB_THUMBNAIL_WIDTH_PX} height={HUB_THUMBNAIL_HEIGHT_PX} />
    <Body>
      <Pill>{item.category?.trim() ? item.category : DEFAULT_RESOURCE_CATEGORY}</Pill>
      <h3>{item.title}</h3>
      <Description>{item.description}</Description>
      <ReadLink to={item.to}>
        {HUB.readArticle}
        <span className="visually-hidden">: {item.title}</span>
        <ArrowRight size={18} aria-hidden="true" />
      </ReadLink>
    </Body>
  </Box>
);
