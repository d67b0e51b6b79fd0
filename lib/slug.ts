/** A room's URL id: its title in lower case with spaces turned into hyphens (spec section 2). */
export const roomSlug = (title: string) => title.trim().toLowerCase().replace(/\s+/g, '-');

/** Spec section 5: ids match titles case-insensitively after hyphens become spaces. */
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
