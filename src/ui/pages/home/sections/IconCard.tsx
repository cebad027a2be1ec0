// A card of the home page's static sections: the icon in a tinted circle, a title, one paragraph and an optional
// link at the bottom (DESIGN.md "Cards").
import styled from '@emotion/styled';
import { ArrowRight, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Card, IconBadge } from '../../../components/Layout';
import type { LinkAction } from '../home.content';

const CardLink = styled(Link)(({ theme }) => ({
  marginTop: 'auto',
  paddingTop: theme.space[2],
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space[2],
  minHeight: 44,
  fontWeight: 600,
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
  '& svg': { transition: `transform ${theme.motion}` },
  '&:hover svg': { transform: 'translateX(3px)' },
}));

export interface IconCardProps {
  readonly icon: LucideIcon;
  readonly title: string;
  readonly text: string;
  readonly link?: LinkAction;
}

export const IconCard = ({ icon: Icon, title, text, link }: IconCardProps) => (
  <Card>
    <IconBadge>
      <Icon size={22} aria-hidden="true" />
    </IconBadge>
    <h3>{title}</h3>
    <p>{text}</p>
    {link ? (
      <CardLink to={link.to}>
        {link.label}
        <ArrowRight size={16} aria-hidden="true" />
      </CardLink>
    ) : null}
  </Card>
);
