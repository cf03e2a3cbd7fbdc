/**
 * Every link the service returns carries `utm_source`: `api` for REST, `mcp` for MCP, `email` in notifications.
 * The base addresses come from configuration through the composition root.
 */
export type Channel = 'api' | 'mcp' | 'email';

export interface LinkBases {
  /** Base of advert and storefront page links (the website). */
  readonly webBaseUrl: string;
  /** Base of links to photos served by this service. */
  readonly publicBaseUrl: string;
}

export interface Links {
  advert(advertId: string): string;
  storefront(sellerId: string, isBusiness: boolean): string;
  photo(photoKey: string): string;
}

const join = (base: string, path: string): string => `${base.replace(/\/+$/, '')}/${path}`;

export function tagLink(url: string, channel: Channel): string {
  const parsed = new URL(url);
  parsed.searchParams.set('utm_source', channel);
  return parsed.toString();
}

export function makeLinks(bases: LinkBases, channel: Channel): Links {
  return {
    advert: (advertId) => tagLink(join(bases.webBaseUrl, `adverts/${advertId}`), channel),
    storefront: (sellerId, isBusiness) =>
      tagLink(join(bases.webBaseUrl, `${isBusiness ? 'stores' : 'sellers'}/${sellerId}`), channel),
    photo: (photoKey) => tagLink(join(bases.publicBaseUrl, `photos/${photoKey}`), channel),
  };
}
