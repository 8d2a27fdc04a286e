// The reference of the speed figures (issue #26): an empty Next.js app of the same version as the
// product, one prerendered page of text, served by `next start`. bench/speed.mjs builds and serves it.
/** @type {import('next').NextConfig} */
const config = {};
export default config;
