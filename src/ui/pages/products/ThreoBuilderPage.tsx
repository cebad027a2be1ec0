// /products/threobuilder (PROD-2, PROD-4, PROD-11): ThreoBuilder, the no-code AI agent builder. Its Product data
// carries the listed price of PROD-11 (THREOBUILDER_LISTED_PRICE_CENTS, pricing domain), not shown on the page.
import { routeById } from '../../../domain/site/routes';
import { useSiteConfig } from '../../app/SiteConfigContext';
import { threoBuilderJsonLd } from './productJsonLd';
import { ProductPage } from './ProductPage';
import { THREOBUILDER_MAIN_SCREENSHOT } from './screenshots';
import { THREOBUILDER_CONTENT } from './threobuilder.content';

const ThreoBuilderPage = () => {
  const config = useSiteConfig();
  const route = routeById('productThreoBuilder');
  const jsonLd = threoBuilderJsonLd(config, { name: 'ThreoBuilder', description: route.description, path: route.path, image: THREOBUILDER_MAIN_SCREENSHOT });
  return <ProductPage id="productThreoBuilder" content={THREOBUILDER_CONTENT} jsonLd={jsonLd} />;
};

export default ThreoBuilderPage;
