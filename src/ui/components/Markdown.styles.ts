// Prose styles for rendered markdown: a comfortable measure, spaced headings, lists, quotes and code, in the
// theme's tokens so both colour schemes read well.
import styled from '@emotion/styled';

/** The attribute that marks a rendered markdown block, its value the block's `useId` (Markdown.tsx). */
export const MARKDOWN_BLOCK_ATTRIBUTE = 'data-markdown';

export const Prose = styled.div(({ theme }) => ({
  maxWidth: theme.proseWidth,
  color: theme.colors.text,
  fontSize: '1.0625rem',
  lineHeight: 1.7,
  overflowWrap: 'anywhere',
  '& h2': { fontSize: theme.fontSize.xl, marginTop: theme.space[12], marginBottom: theme.space[4] },
  '& h3': { fontSize: theme.fontSize.lg, marginTop: theme.space[8], marginBottom: theme.space[3] },
  '& h4, & h5, & h6': { fontSize: theme.fontSize.base, marginTop: theme.space[6], marginBottom: theme.space[2] },
  '& p, & ul, & ol, & blockquote, & pre': { marginTop: 0, marginBottom: theme.space[6] },
  '& ul, & ol': { paddingInlineStart: theme.space[6] },
  '& li': { marginBottom: theme.space[2] },
  '& li > ul, & li > ol': { marginTop: theme.space[2], marginBottom: 0 },
  '& strong': { fontWeight: 700 },
  '& a': { fontWeight: 600 },
  '& blockquote': {
    margin: `0 0 ${theme.space[6]}`,
    padding: `${theme.space[4]} ${theme.space[6]}`,
    borderInlineStart: `4px solid ${theme.colors.brand}`,
    background: theme.colors.tint,
    borderRadius: `0 ${theme.radius.control} ${theme.radius.control} 0`,
    color: theme.colors.text,
    '& > :last-child': { marginBottom: 0 },
  },
  '& code': {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    fontSize: '0.9em',
    background: theme.colors.surface,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: 6,
    padding: '0.1em 0.35em',
  },
  '& pre': {
    background: theme.colors.surface,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius.control,
    padding: theme.space[4],
    overflowX: 'auto',
    lineHeight: 1.5,
    '& code': { background: 'none', border: 0, padding: 0, fontSize: theme.fontSize.sm, whiteSpace: 'pre' },
  },
  '& img': { borderRadius: theme.radius.control, maxWidth: '100%', height: 'auto' },
  '& hr': { border: 0, borderTop: `1px solid ${theme.colors.border}`, margin: `${theme.space[8]} 0` },
}));
