/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // A second build beside the usual one (e.g. to measure bundles while a server runs from .next).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // PGlite ships WASM and data files that must be loaded from node_modules at run time, not bundled; handlebars uses
  // require.extensions, which a bundle cannot provide.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'handlebars'],
  // antd bundles @ant-design/cssinjs; the document must use that same copy, or the SSR style cache sees nothing.
  transpilePackages: ['@ant-design/cssinjs'],
  // npm test type-checks the whole project (tsc) before the journeys, so the journeys' build does not check it again
  // (about a minute of CI); every other build does.
  typescript: { ignoreBuildErrors: process.env.BUILD_TYPES_CHECKED === '1' },
};
export default nextConfig;
