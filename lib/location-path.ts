/** docs/REQUIREMENTS.md §2: the home page's generic location navigation goes to /{lowercased location name}/. */
export function locationPath(name: string): string {
  const segment = name.trim().toLowerCase().replace(/\s+/g, '-');
  if (!segment) throw new Error('A location needs a name');
  return `/${encodeURIComponent(segment)}/`;
}
