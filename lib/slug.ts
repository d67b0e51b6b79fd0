// The id rule itself is part of the room data (content/rooms.ts); matching lives here.
export { roomSlug } from '@/content/rooms';

/** docs/REQUIREMENTS.md §5: ids match titles case-insensitively after hyphens become spaces. */
export function matchRoomSlug<T extends string>(slug: string, titles: readonly T[]): T | undefined {
  let wanted: string;
  try {
    wanted = decodeURIComponent(slug);
  } catch {
    wanted = slug;
  }
  wanted = wanted.replace(/-/g, ' ').trim().toLowerCase();
  return titles.find((title) => title.toLowerCase() === wanted);
}
