import { InMemoryMarketplace } from '../src/testing/index.js';
import { describePublicReadsContract } from '../src/testing/contracts/public-reads.contract.js';

describePublicReadsContract('in memory', async (fixture) => {
  const market = new InMemoryMarketplace(fixture);
  return {
    ports: { search: market, adverts: market, categories: market, storefronts: market },
    close: async () => {},
  };
});
