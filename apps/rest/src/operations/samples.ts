import type { Advert, AdvertCard, Draft, MessageView } from '@marketplace/core';

/**
 * The pieces several operations' examples share (one marketplace: a phone advert, its seller, a
 * draft, a chat). Each operation's own example is in its module; the OpenAPI test checks every
 * example against the document's schemas, so they cannot drift from the answers.
 */

export const ADVERT_ID = '3f1c2a6e-8b0d-4c47-9a51-6d2e0f7b9c11';
export const SELLER_ID = '9a7e4c1b-2d3f-4e5a-8b6c-7d8e9f0a1b2c';
export const CATEGORY_ID = '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e';
export const DRAFT_ID = '6d7e8f90-a1b2-4c3d-9e4f-0a1b2c3d4e5f';
export const CHAT_ID = '2b3c4d5e-6f70-4a81-9b2c-3d4e5f607182';
export const PHOTO = 'https://api.marketplace.example/photos/8e9f0a1b-2c3d-4e5f-8a6b-7c8d9e0f1a2b.webp';
export const THUMBNAIL = 'https://api.marketplace.example/photos/8e9f0a1b-2c3d-4e5f-8a6b-7c8d9e0f1a2b-thumb.webp';
export const WEB = 'https://marketplace.example';

const seller = { id: SELLER_ID, name: 'Phone Corner', is_business: true };

export const card: AdvertCard = {
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
  url: `${WEB}/adverts/${ADVERT_ID}?utm_source=api`,
};

/** The advert in full (get_advert, and publish_draft's answer). */
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
  storefront_url: `${WEB}/storefronts/${SELLER_ID}?utm_source=api`,
  created_at: card.created_at,
  url: card.url,
};

/** A draft (create_draft, update_draft, list_drafts). */
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

/** The buyer's question in the chat about the advert (list_chats, get_chat). */
export const question: MessageView = {
  message_id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
  text: 'Is the price negotiable?',
  lang: 'en',
  original_text: 'Da li je cena fiksna?',
  is_mine: false,
  sent_at: '2026-11-21T18:02:00.000Z',
  read_at: null,
};
