import { isInStock, isStartingPrice, lowestVariantPrice, type Language, type StoredAdvert } from '@marketplace/core';
import { searchDocLexemes } from './search-doc.js';

/**
 * The `adverts` and `advert_texts` rows of an advert, derived columns included (search document
 * lexemes, shown price, stock, sort time): one code for every writer (publishing a draft, the
 * seed's INSERTs and its COPY), so an advert is stored the same whichever way it arrives.
 * `ancestors`: its category and the category's ancestors.
 */
export function advertRow(advert: StoredAdvert, ancestors: readonly string[]) {
  const texts = Object.values(advert.texts).filter((t) => t !== undefined);
  const hasVariants = advert.variants.length > 0;
  const sortAt = advert.bumpedAt && advert.bumpedAt > advert.createdAt ? advert.bumpedAt : advert.createdAt;
  return {
    id: advert.id,
    sellerId: advert.sellerId,
    contour: advert.contour,
    status: advert.status,
    type: advert.type,
    categoryId: advert.categoryId,
    condition: advert.condition,
    originalLang: advert.originalLang,
    priceMinor: hasVariants ? lowestVariantPrice(advert.variants) : advert.priceMinor,
    currency: advert.currency,
    priceFrom: isStartingPrice(advert.variants),
    isNegotiable: advert.isNegotiable,
    hasVariants,
    inStock: isInStock(advert.variants),
    discountPercent: advert.discountPercent,
    discountUntil: advert.discountUntil,
    city: advert.city,
    latitude: advert.location?.latitude ?? null,
    longitude: advert.location?.longitude ?? null,
    address: advert.city ? { city: advert.city } : null,
    specs: advert.specs,
    receivingMethods: advert.contour === 'business' ? [...(advert.receivingMethods ?? ['pickup'])] : null,
    coverPhotoKey: advert.photoKeys[0] ?? null,
    createdAt: advert.createdAt,
    updatedAt: sortAt,
    bumpedAt: advert.bumpedAt,
    sortAt,
    archivedAt: advert.status === 'archived' ? sortAt : null,
    searchLexemes: searchDocLexemes({
      texts,
      categoryPath: ancestors,
      city: advert.city,
      contour: advert.contour,
      type: advert.type,
    }),
  };
}

export function advertTextRows(advert: StoredAdvert) {
  return (Object.entries(advert.texts) as [Language, { title: string; description: string }][]).map(
    ([lang, text]) => ({
      advertId: advert.id,
      lang,
      title: text.title,
      description: text.description,
      isOriginal: lang === advert.originalLang,
    }),
  );
}
