import type { NextConfig } from 'next';

// Same export settings as the site, nothing else: what any page of this stack costs at minimum.
const nextConfig: NextConfig = { output: 'export', trailingSlash: true, reactStrictMode: true, images: { unoptimized: true } };

export default nextConfig;
