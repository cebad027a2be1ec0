// /products/threoai (PROD-1, PROD-3): ThreoAI, the business AI chat portal.
import { routeById } from '../../../domain/site/routes';
import { useSiteConfig } from '../../app/SiteConfigContext';
import { threoAiJsonLd } from './productJsonLd';
import { ProductPage } from './ProductPage';
import { DEFAULT_SCREENSHOT } from './screenshots';
import { THREOAI_CONTENT } from './threoai.content';

const ThreoAiPage = () => {
  const config = useSiteConfig();
  const route = routeById('productThreoAi');
  const jsonLd = threoAiJsonLd(config, { name: 'ThreoAI', description: route.description, path: route.path, image: DEFAULT_SCREENSHOT });
  return <ProductPage id="productThreoAi" content={THREOAI_CONTENT} jsonLd={jsonLd} />;
};

export default ThreoAiPage;
