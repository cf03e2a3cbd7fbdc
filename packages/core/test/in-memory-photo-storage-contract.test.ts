import { InMemoryPhotoStorage } from '../src/testing/index.js';
import { describePhotoStorageContract } from '../src/testing/contracts/index.js';

describePhotoStorageContract('InMemoryPhotoStorage', async () => ({ storage: new InMemoryPhotoStorage(), close: async () => {} }));
