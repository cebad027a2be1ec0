// The legal pages' text, rendered through the safe markdown view, and the Terms' lifecycle diagrams, as deferred
// parts: complete in the prerendered HTML, hydrated when their code arrives, so neither the markdown renderer nor
// the diagrams' SVG is part of the page's first download.
import { deferred } from '../../app/lazyPage';
import type { MarkdownProps } from '../../components/Markdown';
import type { LegalSectionsProps } from './LegalSections';

export const MarkdownPart = deferred<MarkdownProps>(() => import('../../components/Markdown').then((module) => ({ default: module.Markdown })));

export const LegalSectionsPart = deferred<LegalSectionsProps>(() => import('./LegalSections').then((module) => ({ default: module.LegalSections })));

export const TermsLifecyclesPart = deferred<object>(() => import('./TermsLifecycles'));
