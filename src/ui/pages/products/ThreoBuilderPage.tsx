// /products/threobuilder (spec 2 §2 "Product pages"): ThreoBuilder, the no-code AI agent builder; its Product
// data lists the price of 499 USD (spec 2 §9), which the page does not display.
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
