import type { z } from 'zod';

export const isoDate: z.ZodType<string>;
export const openingHours: z.ZodType;
export const rateRecord: z.ZodType;
export const ratesFile: z.ZodType;
export const holidayPeriod: z.ZodType;
export const holidaysFile: z.ZodType;
export const offersFile: z.ZodType;
export const amenitiesFile: z.ZodType;
export const exploreFile: z.ZodType;
export const venuesFile: z.ZodType;
export const menuFile: z.ZodType;
export const siteFile: z.ZodType;
/** Which schema checks which file (paths from the repository root). */
export const CONTENT_FILES: Readonly<Record<string, z.ZodType>>;
/** One file's data against its schema: "file: field: what is wrong" lines, empty when it passes. */
export function problemsOf(file: string, data: unknown, schema: z.ZodType): string[];
/** The page texts of both languages: same keys, none empty, same {arguments}. */
export function messageProblems(en: unknown, vi: unknown, where?: string): string[];
/** Every content file, the pictures they name and the page texts; errors stop the build, warnings do not. */
export function checkContent(options?: { root?: string; today?: string }): { errors: string[]; warnings: string[] };
