export { GotPhotoFetcher, type GotPhotoFetcherOptions, type FetcherTestOnlyOptions } from './got-photo-fetcher.js';
export { photoDownloadLookup, systemResolver, PhotoAddressNotPublic, type Resolver } from './photo-download-lookup.js';
export { publicAddressesOnly, literalAddress, type PhotoDownloadPolicy } from './photo-download-policy.js';
export { SharpImageProcessor, type SharpImageProcessorOptions } from './sharp-image-processor.js';
export { LocalPhotoStorage } from './local-photo-storage.js';
export { OpenAiCompatibleRecognizer, recognitionPrompt, type OpenAiRecognizerOptions } from './openai-recognizer.js';
// S3PhotoStorage: '@marketplace/adapters-photos/s3', loaded only where a bucket is configured (the SDK is large).
