export function resolveImport(fromFile: string, specifier: string, root: string): string | null;
export function importClosure(entries: readonly string[], root: string, stop?: (file: string) => boolean): Set<string>;
export function routeFile(path: string, root: string): string;
export function namespacesUsed(files: Iterable<string>, root: string, namespaces: readonly string[]): Set<string>;
export function fileDates(root: string): Map<string, string> | null;
export function namespaceDates(root: string, files?: readonly string[]): Map<string, string> | null;
export function latest(dates: ReadonlyArray<string | undefined>): string | undefined;
export function pageLastModified(paths: readonly string[], root?: string): Map<string, string>;
