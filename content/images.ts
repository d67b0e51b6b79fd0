// TEMPORARY STUB until the art branch lands (same API as the contract).
export type ImageId = string;
export type ImageKind = 'hero' | 'card' | 'avatar';
export interface ArtImage { id: string; kind: ImageKind; category: string; alt: { en: string; vi: string }; title: { en: string; vi: string }; width: number; height: number; widths: number[]; hasAvif: boolean }
export function getImage(id: ImageId): ArtImage { return { id, kind: 'card', category: 'hotel', alt: { en: id, vi: id }, title: { en: id, vi: id }, width: 1200, height: 900, widths: [480, 800, 1200], hasAvif: false }; }
export const imageSrc = (id: ImageId, w: number) => `/images/${id}-${w}.webp`;
export const imageSrcSet = (id: ImageId, f: 'webp' | 'avif') => getImage(id).widths.map((w) => `/images/${id}-${w}.${f} ${w}w`).join(', ');
export const ogImage = (id: ImageId) => `/images/og/${id}.jpg`;
export const allImages: ArtImage[] = [];
