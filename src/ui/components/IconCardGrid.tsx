// The icon cards the pages line up in a grid (DESIGN.md "Cards"): an icon in a tinted circle, a title, one
// paragraph, then whatever the card adds (a list of points, a link). `IconCardGrid` lays out a list of them;
// `IconCard` is one card, for a grid whose cards carry more than a link.
import type { LucideIcon } from 'lucide-react';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, Grid, IconBadge } from './Layout';
import { IconCardLink } from './IconCardGrid.styles';

/** The content of one card. */
export interface IconCardItem {
  readonly icon: LucideIcon;
  readonly title: string;
  readonly text: string;
  /** A link at the card's foot. */
  readonly link?: { readonly to: string; readonly label: string };
}

export interface IconCardProps extends Omit<IconCardItem, 'title'> {
  /** The h3's content: the title, or the title as a link. */
  readonly title: ReactNode;
  /** 22 px in the compact grids, 24 px in the product and solution pages' wider ones. */
  readonly iconSize?: number;
  /** What the card shows after its paragraph (before the foot link). */
  readonly children?: ReactNode;
}

export const IconCard = ({ icon: Icon, title, text, link, iconSize = 22, children }: IconCardProps) => (
  <Card>
    <IconBadge aria-hidden="true">
      <Icon size={iconSize} />
    </IconBadge>
    <h3>{title}</h3>
    <p>{text}</p>
    {children}
    {link ? (
      <IconCardLink to={link.to}>
        {link.label}
        <ArrowRight size={16} aria-hidden="true" />
      </IconCardLink>
    ) : null}
  </Card>
);

export interface IconCardGridProps {
  readonly items: readonly IconCardItem[];
  /** The narrowest a column may get before the grid wraps, in px (Layout's Grid). */
  readonly min?: number;
  readonly iconSize?: number;
}

export const IconCardGrid = ({ items, min, iconSize }: IconCardGridProps) => (
  <Grid min={min}>
    {items.map((item) => (
      <IconCard key={item.title} {...item} iconSize={iconSize} />
    ))}
  </Grid>
);
