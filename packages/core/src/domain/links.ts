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

// A path of unreserved characters and slashes, without dot segments: a URL keeps it as it is.
const PLAIN_PATH = /^[A-Za-z0-9_~-][A-Za-z0-9._~/-]*$/;
const DOT_SEGMENT = /(^|\/)\.\.?(\/|$)/;

/**
 * Tagged links under one base, each what `tagLink(join(base, path), channel)` gives. Where the
 * base has no query or fragment and the path is plain, without parsing a URL per link: a page of
 * cards makes dozens of links, and a URL parse each was a share of a storefront's CPU.
 */
function linksUnder(base: string, channel: Channel): (path: string) => string {
  const probe = new URL(join(base, 'x'));
  const prefix = probe.search === '' && probe.hash === '' && probe.href.endsWith('/x') ? probe.href.slice(0, -1) : null;
  const tag = `?utm_source=${encodeURIComponent(channel)}`;
  return (path) =>
    prefix !== null && PLAIN_PATH.test(path) && !DOT_SEGMENT.test(path) ? `${prefix}${path}${tag}` : tagLink(join(base, path), channel);
}

export function makeLinks(bases: LinkBases, channel: Channel): Links {
  const web = linksUnder(bases.webBaseUrl, channel);
  const photos = linksUnder(bases.publicBaseUrl, channel);
  return {
    advert: (advertId) => web(`adverts/${advertId}`),
    storefront: (sellerId, isBusiness) => web(`${isBusiness ? 'stores' : 'sellers'}/${sellerId}`),
    photo: (photoKey) => photos(`photos/${photoKey}`),
  };
}
