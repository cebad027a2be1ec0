// Our own drawing of the ThreoAI portal (the home hero, /company/about), built from HTML and CSS (not an image, not
// SVG text), so it costs no request, follows the light and dark palettes, and each of its small text blocks stays
// far smaller than the hero's own text, which remains the largest contentful paint. It is a picture and looks like
// one: one question and its answer, no message box, no send button, no caret (the working chat is the home page's
// playground; docs/decisions.md, "The hero's chat is a picture"). One image for assistive technology: `label`.
import styled from '@emotion/styled';
import { Bot, FileText } from 'lucide-react';
import { DrawingFrame, DrawingTopBar, drawingBadge, drawingSideColumn } from './drawingFrame';
import { PORTAL_DRAWING } from './portalDrawing.content';

const TopBar = styled(DrawingTopBar)(({ theme }) => ({
  '& i': { width: 10, height: 10, borderRadius: '50%', background: theme.colors.border },
  '& strong': { marginLeft: theme.space[2] },
}));

const Pill = styled.span(({ theme }) => ({
  marginLeft: 'auto',
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  ...drawingBadge(theme),
  whiteSpace: 'nowrap',
  '&::before': { content: '""', width: 7, height: 7, borderRadius: '50%', background: theme.colors.success },
}));

const Sidebar = styled.ul(({ theme }) => ({
  ...drawingSideColumn(theme),
  gap: theme.space[1],
  '& li': { display: 'flex', alignItems: 'center', gap: theme.space[2], padding: '7px 8px', borderRadius: theme.radius.control },
  '& li::before': { content: '""', width: 14, height: 14, borderRadius: '50%', background: theme.colors.border, flexShrink: 0 },
  '& li[data-active]': { background: theme.colors.tint, color: theme.colors.brand, fontWeight: 700 },
  '& li[data-active]::before': { background: theme.colors.brand },
  '& li:first-of-type': { fontSize: 10, fontWeight: 700, letterSpacing: '0.08em', padding: '4px 8px' },
  '& li:first-of-type::before': { display: 'none' },
}));

const Chat = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[3],
  padding: theme.space[4],
  minWidth: 0,
}));

const Question = styled.p(({ theme }) => ({
  alignSelf: 'flex-end',
  maxWidth: '78%',
  margin: 0,
  padding: `${theme.space[2]} ${theme.space[3]}`,
  borderRadius: 14,
  background: theme.gradient,
  color: theme.colors.onBrand,
}));

const Answer = styled.div(({ theme }) => ({
  display: 'flex',
  gap: theme.space[2],
  '& > svg': { flexShrink: 0, color: theme.colors.brand, marginTop: 4 },
  '& > div': {
    padding: theme.space[3],
    borderRadius: 14,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.surface,
  },
  '& p': { margin: 0 },
}));

const Citation = styled.span(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  margin: `${theme.space[2]} 0 ${theme.space[1]}`,
  ...drawingBadge(theme),
}));

const Small = styled.p(({ theme }) => ({ fontSize: 10, color: theme.colors.muted }));

export const PortalDrawing = ({ label }: { readonly label: string }) => (
  <DrawingFrame side={150} role="img" aria-label={label}>
    <TopBar>
      <i />
      <i />
      <i />
      <strong>{PORTAL_DRAWING.product}</strong>
      <Pill>{PORTAL_DRAWING.badge}</Pill>
    </TopBar>
    <Sidebar>
      <li>{PORTAL_DRAWING.agentsTitle}</li>
      {PORTAL_DRAWING.agents.map((agent, index) => (
        <li key={agent} data-active={index === 0 ? '' : undefined}>
          {agent}
        </li>
      ))}
    </Sidebar>
    <Chat>
      <Question>{PORTAL_DRAWING.question}</Question>
      <Answer>
        <Bot size={20} />
        <div>
          <p>{PORTAL_DRAWING.answer}</p>
          <Citation>
            <FileText size={12} />
            {PORTAL_DRAWING.citation}
          </Citation>
          <Small>{PORTAL_DRAWING.answeredBy}</Small>
        </div>
      </Answer>
    </Chat>
  </DrawingFrame>
);
