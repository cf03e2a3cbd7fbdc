import type {
  AccountSummary,
  Advert,
  AdvertCard,
  AdvertStatusResult,
  BumpResult,
  Categories,
  ChatList,
  ChatRead,
  Draft,
  DraftList,
  MessageView,
  Messages,
  MyAdverts,
  RecognizedItem,
  SearchResult,
  Storefront,
  UpdateResult,
  UploadedPhoto,
} from '@marketplace/core';

/**
 * Examples shown in the API reference. Typed by the core's output types, and checked against the
 * document's own schemas by the OpenAPI test, so they cannot drift from the answers.
 */

const ADVERT_ID = '3f1c2a6e-8b0d-4c47-9a51-6d2e0f7b9c11';
const SELLER_ID = '9a7e4c1b-2d3f-4e5a-8b6c-7d8e9f0a1b2c';
const CATEGORY_ID = '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e';
const seller = { id: SELLER_ID, name: 'Phone Corner', is_business: true };
const web = 'https://marketplace.example';

const card: AdvertCard = {
  id: ADVERT_ID,
  title: 'Samsung Galaxy S23, 256 GB',
  price: 520,
  currency: 'EUR',
  price_from: false,
  discount_percent: 10,
  in_stock: true,
  city: 'Novi Sad',
  category_id: CATEGORY_ID,
  category: 'Electronics / Phones',
  image_url: 'https://api.marketplace.example/photos/3f1c2a6e.jpg',
  seller,
  created_at: '2026-11-20T09:30:00.000Z',
  url: `${web}/adverts/${ADVERT_ID}?utm_source=api`,
};

export const searchResult: SearchResult = { total: 1, adverts: [card] };

export const advert: Advert = {
  id: ADVERT_ID,
  status: 'active',
  type: 'sell',
  title: card.title,
  description: 'Used for a year, no scratches, with the original box and charger.',
  price: 520,
  currency: 'EUR',
  price_from: false,
  is_negotiable: true,
  discount_percent: 10,
  city: 'Novi Sad',
  category_id: CATEGORY_ID,
  category: card.category,
  specs: [{ name: 'Memory', value: '256 GB' }],
  receiving_methods: ['pickup', 'delivery'],
  photos: ['https://api.marketplace.example/photos/3f1c2a6e.jpg'],
  seller,
  seller_reviews: { count: 42, deals_count: 57, average: 4.8 },
  storefront_url: `${web}/storefronts/${SELLER_ID}?utm_source=api`,
  created_at: card.created_at,
  url: card.url,
};

export const categories: Categories = {
  categories: [
    {
      id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      title: 'Electronics',
      adverts_count: 1250,
      is_leaf: false,
      children: [{ id: CATEGORY_ID, title: 'Phones', adverts_count: 430, is_leaf: true }],
    },
  ],
};

export const storefront: Storefront = {
  seller_id: SELLER_ID,
  name: 'Phone Corner',
  is_business: true,
  description: 'Phones and accessories since 2012.',
  city: 'Novi Sad',
  reviews: { count: 42, deals_count: 57, average: 4.8 },
  adverts_total: 1,
  adverts: [card],
  url: `${web}/storefronts/${SELLER_ID}?utm_source=api`,
};

export const account: AccountSummary = {
  plan: 'basic',
  adverts_limit: 50,
  active_adverts: 12,
  advert_slots_left: 38,
  bump_quota_left: 7,
  assistant_messages_left: 100,
};

export const myAdverts: MyAdverts = {
  total: 1,
  adverts: [
    {
      id: ADVERT_ID,
      title: card.title,
      price: 520,
      currency: 'EUR',
      has_variants: false,
      is_business: true,
      category_id: CATEGORY_ID,
      image_url: card.image_url,
      views: 310,
      favorites: 14,
      next_free_bump_at: '2026-11-27T09:30:00.000Z',
      is_archived: false,
      url: card.url,
    },
  ],
};

export const updateBody = {
  selector: { category_id: CATEGORY_ID, contour: 'business' },
  rule: { percent: -10 },
};

export const updateResult: UpdateResult = {
  applied: 11,
  failed: 1,
  failures: [{ advert_id: '7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e0f', code: 'has_variants' }],
};

export const bumpBody = { selector: { ids: [ADVERT_ID] } };

export const bumpResult: BumpResult = { free: 1, paid: 0, failed: 0, failures: [] };

export const archiveBody = { reason: 'sold_elsewhere' };

export const archived: AdvertStatusResult = { advert_id: ADVERT_ID, status: 'archived' };

export const restored: AdvertStatusResult = { advert_id: ADVERT_ID, status: 'active' };

const DRAFT_ID = '6d7e8f90-a1b2-4c3d-9e4f-0a1b2c3d4e5f';
const PHOTO = 'https://api.marketplace.example/photos/8e9f0a1b-2c3d-4e5f-8a6b-7c8d9e0f1a2b.webp';
const THUMBNAIL = 'https://api.marketplace.example/photos/8e9f0a1b-2c3d-4e5f-8a6b-7c8d9e0f1a2b-thumb.webp';

export const draftBody = {
  title: 'Samsung Galaxy S23, 256 GB',
  category_id: CATEGORY_ID,
  price: 520,
  currency: 'EUR',
  photos: [{ url: PHOTO }],
};

export const draft: Draft = {
  draft_id: DRAFT_ID,
  title: 'Samsung Galaxy S23, 256 GB',
  description: null,
  category_id: CATEGORY_ID,
  category: 'Electronics / Phones',
  price: 520,
  currency: 'EUR',
  negotiable: false,
  condition: null,
  photos: [THUMBNAIL],
  address: { city: 'Novi Sad' },
  missing: ['description'],
  created_at: '2026-11-20T09:30:00.000Z',
  updated_at: '2026-11-20T09:35:00.000Z',
};

export const draftList: DraftList = { total: 1, drafts: [draft] };

export const uploadBody = { url: 'https://images.example.org/phone.jpg' };

export const uploadedPhoto: UploadedPhoto = {
  url: PHOTO,
  thumbnail_url: THUMBNAIL,
  width: 1600,
  height: 1200,
  content_type: 'image/webp',
  expires_at: '2026-11-21T09:30:00.000Z',
};

export const describeBody = { photo_urls: [PHOTO] };

export const recognizedItem: RecognizedItem = {
  title: 'Samsung Galaxy S23, 256 GB, black',
  description: 'A Samsung Galaxy S23 smartphone with 256 GB of storage in black, with its box.',
  category_id: CATEGORY_ID,
  category: 'Electronics / Phones',
  condition: 'used',
};

const CHAT_ID = '2b3c4d5e-6f70-4a81-9b2c-3d4e5f607182';
const BUYER_ID = '4c5d6e7f-8091-4a2b-8c3d-4e5f60718293';

export const chatList: ChatList = {
  chats: [
    {
      chat_id: CHAT_ID,
      unread_count: 2,
      advert: { id: ADVERT_ID, title: card.title, is_mine: true },
      counterpart: { id: BUYER_ID, name: 'Ivana' },
      last_message: { message_id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d', text: 'Is the price negotiable?', sent_at: '2026-11-21T18:02:00.000Z' },
      updated_at: '2026-11-21T18:02:00.000Z',
    },
  ],
};

export const message: MessageView = {
  message_id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
  text: 'Is the price negotiable?',
  lang: 'en',
  original_text: 'Da li je cena fiksna?',
  is_mine: false,
  sent_at: '2026-11-21T18:02:00.000Z',
  read_at: null,
};

export const messages: Messages = { messages: [message] };

export const sendBody = { text: 'Yes, a little. Come and see it tomorrow.' };

export const sentMessage: MessageView = {
  message_id: 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e',
  text: sendBody.text,
  lang: 'en',
  is_mine: true,
  sent_at: '2026-11-21T18:05:00.000Z',
  read_at: null,
};

export const chatRead: ChatRead = { chat_id: CHAT_ID, marked_read: 2 };
