import { InMemoryOwnerAdverts } from '../src/testing/index.js';
import { describeOwnerAdvertsContract } from '../src/testing/contracts/index.js';

describeOwnerAdvertsContract('in memory', async (fixture) => {
  const port = new InMemoryOwnerAdverts(fixture);
  return {
    adverts: port,
    reads: port,
    priceDrops: async (advertId) =>
      port.outbox.filter((e) => e.advertId === advertId).map(({ userId, oldPriceMinor, newPriceMinor, currency, discountPercent }) => ({ userId, advertId, oldPriceMinor, newPriceMinor, currency, discountPercent })),
    availability: async (advertId) => (port.advert(advertId)?.variants ?? []).map((v) => v.isAvailable),
    events: async (ownerId) => port.events.filter((e) => e.ownerId === ownerId).map(({ type, data, at }) => ({ ownerId, type, data, at })),
    close: async () => {},
  };
});
