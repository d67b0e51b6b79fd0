export function vietnameseNotFound(html: string, meta: { title: string; description: string }): string;
export function mainOf(html: string): string;
