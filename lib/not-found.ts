import { normalisePath } from '@/lib/i18n/language';

const ROOM_PATH = /^\/accommodation\/(sorrento|amalfi)\/[^/]+\/(?:.*)$/;

/**
 * Where an unknown address sends the visitor (DESIGN decision 3): an unknown room of a hotel goes
 * to that hotel's room list; anything else goes home.
 */
export function notFoundTarget(pathname: string): string {
  let path: string;
  try {
    path = normalisePath(decodeURI(pathname));
  } catch {
    path = normalisePath(pathname);
  }
  const room = ROOM_PATH.exec(path);
  if (room) return `/accommodation/${room[1]}/`;
  return '/';
}
