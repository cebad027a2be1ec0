// Every passage compiled from the domain modules and the route table: the knowledge the function has even
// without the generated file. Ids are unique and stable, so the knowledge file can be fingerprinted.
import type { Passage } from '../ports';
import { pricingPassages } from './pricingPassages';
import { roiPassages } from './roiPassages';
import { sitePassages } from './sitePassages';
import { trustPassages } from './trustPassages';

export const domainPassages = (): readonly Passage[] => {
  const passages = [...pricingPassages(), ...roiPassages(), ...trustPassages(), ...sitePassages()];
  const ids = new Set<string>();
  for (const passage of passages) {
    if (ids.has(passage.id)) throw new Error(`Duplicate knowledge passage id: ${passage.id}`);
    ids.add(passage.id);
  }
  return passages;
};
