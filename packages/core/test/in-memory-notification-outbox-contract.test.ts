import type { LocalizedText } from '../src/index.js';
import { InMemoryNotificationOutbox } from '../src/testing/index.js';
import { describeNotificationOutboxContract } from '../src/testing/contracts/index.js';

describeNotificationOutboxContract('in memory', async (fixture) => {
  const titles = new Map(
    fixture.adverts.map((advert): [string, LocalizedText[]] => {
      const entries = Object.entries(advert.titles).map(([lang, text]) => ({ text, lang }) as LocalizedText);
      return [advert.id, entries.sort((a) => (a.lang === advert.originalLang ? -1 : 1))];
    }),
  );
  const outbox = new InMemoryNotificationOutbox(new Map(fixture.recipients.map((r) => [r.userId, r])), titles);
  return { outbox, addDrops: async (drops) => outbox.add(...drops), close: async () => {} };
});
