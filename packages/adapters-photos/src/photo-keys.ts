/** The service's own photo keys (a photo id and an extension); nothing else is stored or read. */
export const PHOTO_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

export const isPhotoKey = (key: string): boolean => PHOTO_KEY.test(key) && !key.includes('..');

/** The content type of a stored photo by its key's extension (the service chooses both). */
export function contentTypeOfKey(key: string): string {
  const types: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif' };
  return types[key.split('.').pop() ?? ''] ?? 'application/octet-stream';
}
