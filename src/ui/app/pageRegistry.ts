// Which page module renders each route of the route table. Every page is its own chunk, loaded on demand.
import type { RouteId } from '../../domain/site/routeTable';
import { lazyPage, type LazyPage } from './lazyPage';

export const PAGES: Readonly<Record<RouteId, LazyPage>> = {
  home: lazyPage(() => import('../pages/home/HomePage')),
  pricing: lazyPage(() => import('../pages/pricing/PricingPage')),
  partners: lazyPage(() => import('../pages/partners/PartnersPage')),
  solutions: lazyPage(() => import('../pages/solutions/SolutionsPage')),
  solutionsAgents: lazyPage(() => import('../pages/solutions/AgentsChatbotsPage')),
  solutionsDocuments: lazyPage(() => import('../pages/solutions/DocumentProcessingPage')),
  solutionsWorkflow: lazyPage(() => import('../pages/solutions/WorkflowAutomationPage')),
  productThreoAi: lazyPage(() => import('../pages/products/ThreoAiPage')),
  productThreoBuilder: lazyPage(() => import('../pages/products/ThreoBuilderPage')),
  resources: lazyPage(() => import('../pages/resources/ResourcesPage')),
  blog: lazyPage(() => import('../pages/resources/BlogListPage')),
  blogPost: lazyPage(() => import('../pages/resources/BlogPostPage')),
  caseStudies: lazyPage(() => import('../pages/resources/CaseStudiesPage')),
  caseStudy: lazyPage(() => import('../pages/resources/CaseStudyPage')),
  demos: lazyPage(() => import('../pages/resources/DemosPage')),
  about: lazyPage(() => import('../pages/company/AboutPage')),
  leadership: lazyPage(() => import('../pages/company/LeadershipPage')),
  careers: lazyPage(() => import('../pages/company/CareersPage')),
  contact: lazyPage(() => import('../pages/company/ContactPage')),
  contactSuccess: lazyPage(() => import('../pages/company/ContactSuccessPage')),
  demo: lazyPage(() => import('../pages/company/DemoPage')),
  support: lazyPage(() => import('../pages/support/SupportPage')),
  terms: lazyPage(() => import('../pages/legal/TermsPage')),
  privacy: lazyPage(() => import('../pages/legal/PrivacyPage')),
  security: lazyPage(() => import('../pages/security/SecurityPage')),
};

export const NOT_FOUND_PAGE: LazyPage = lazyPage(() => import('../pages/notFound/NotFoundPage'));
