// "Key terms at a glance": the Terms of Service's figures as a table, generated from the terms domain's KEY_TERMS
// (so the table and the rules share one source); a test checks every number also appears in content/terms.md.
import styled from '@emotion/styled';
import type { KeyTerm } from '../../../domain/terms';

const Table = styled.table(({ theme }) => ({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.card,
  overflow: 'hidden',
  fontSize: theme.fontSize.sm,
  margin: `${theme.space[4]} 0 ${theme.space[3]}`,
  '& th, & td': { padding: `${theme.space[3]} ${theme.space[4]}`, textAlign: 'left', verticalAlign: 'top' },
  '& tr + tr > *': { borderTop: `1px solid ${theme.colors.border}` },
  '& th': { width: '36%', fontWeight: 600, background: theme.colors.surface },
  '& thead th': { fontSize: theme.fontSize.xs, textTransform: 'uppercase', letterSpacing: '0.06em', color: theme.colors.muted },
  [theme.mq.mobile]: { '& th': { width: '42%' } },
}));

const Note = styled.p(({ theme }) => ({ '&&': { color: theme.colors.muted, fontSize: theme.fontSize.sm } }));

export const KEY_TERMS_SECTION_ID = 'key-terms';
export const KEY_TERMS_TITLE = 'Key terms at a glance';

export const KeyTermsTable = ({ terms }: { readonly terms: readonly KeyTerm[] }) => (
  <section id={KEY_TERMS_SECTION_ID} aria-labelledby={`${KEY_TERMS_SECTION_ID}-title`}>
    <h2 id={`${KEY_TERMS_SECTION_ID}-title`}>{KEY_TERMS_TITLE}</h2>
    <Table>
      <thead>
        <tr>
          <th scope="col">Term</th>
          <th scope="col">What it means for you</th>
        </tr>
      </thead>
      <tbody>
        {terms.map((term) => (
          <tr key={term.label}>
            <th scope="row">{term.label}</th>
            <td>{term.value}</td>
          </tr>
        ))}
      </tbody>
    </Table>
    <Note>This summary is for convenience. The full Terms below are what govern our agreement.</Note>
  </section>
);
