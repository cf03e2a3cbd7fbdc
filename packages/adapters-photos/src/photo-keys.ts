export { isPhotoKey } from '@marketplace/core';

/** The content type of a stored photo by its key's extension (the service chooses both). */
export function contentTypeOfKey(key: string): string {
  const types: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif' };
  return types[key.split('.').pop() ?? ''] ?? 'application/octet-stream';
}
