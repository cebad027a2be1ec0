// /resources, the resources hub (RES-1, RES-2, RES-3, RES-8): the heading and intro of the route table, the six
// category cards, the featured articles and case studies, and the newsletter block.
import { StandardPage } from '../StandardPage';
import { CategoryGrid } from './hub/CategoryGrid';
import { FeaturedResources } from './hub/FeaturedResources';
import { NewsletterBlock } from './hub/NewsletterBlock';

const ResourcesPage = () => (
  <StandardPage id="resources">
    <CategoryGrid />
    <FeaturedResources />
    <NewsletterBlock />
  </StandardPage>
);

export default ResourcesPage;
