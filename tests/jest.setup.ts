import '@testing-library/jest-dom';

// next.config.ts sets trailingSlash: true; the build inlines this flag, jest must set it itself so
// next/link renders the same hrefs as the exported site.
process.env.__NEXT_TRAILING_SLASH = 'true';
