// Where the content pages find their ContentRepository: the application services (`contentRepository`, set by
// the composition root), or a provider of this context that overrides it (component tests, tools).
import { createContext, useContext } from 'react';
import type { ContentRepository } from '../../../application/ports/ContentRepository';
import { useServices } from '../../app/ServicesContext';

export const ContentRepositoryContext = createContext<ContentRepository | null>(null);

export const useContentRepository = (): ContentRepository => {
  const override = useContext(ContentRepositoryContext);
  const services = useServices();
  return override ?? services.contentRepository;
};
