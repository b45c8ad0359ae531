// A photo's id, made on the phone when it is taken: the server keeps each id once (putPhoto), so a
// photo sent again after a lost answer is never stored twice. crypto.randomUUID() exists only in a
// secure context; a deployment on plain http in a LAN has getRandomValues only, so the same v4 UUID
// is made from 122 random bits there.

/** a lower-case RFC 4122 version 4 UUID, as the contract's PhotoId pattern wants */
export function newPhotoId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40; // version 4
  b[8] = (b[8] & 0x3f) | 0x80; // variant 10xx
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** the contract's PhotoId (openapi.yaml): versions 1 to 5, lower case */
export const PHOTO_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
