// The version and date line under a legal page's title ("Version 1.2", "Effective September 15, 2025").
import { formatLegalDate, type LegalMetadata } from '../../../domain/legal';
import { MetaLine } from './TermsLayout.styles';

export const LegalMeta = ({ meta }: { readonly meta: LegalMetadata }) => (
  <MetaLine>
    <span>Version {meta.version}</span>
    <span>
      Effective <time dateTime={meta.date}>{formatLegalDate(meta.date)}</time>
    </span>
  </MetaLine>
);
