// Stands in for react-router's lib/dom/ssr/fog-of-war.js in the browser's bundle (vite.config.ts).
// That module discovers routes lazily from a server's manifest endpoint, which React Router turns
// on only with `ssr: true`; this site is prerendered with `ssr: false` and ships the whole route
// manifest, so discovery is always off, and each function here does what the real one does then.
// It holds every name the router's modules import of it (the build fails on a missing one), and
// app/test/router-stub.test.ts checks that against the router's sources. The last three serve
// the server runtime and React Server Components, which this site's browser never runs.
export const isFogOfWarEnabled = () => false;
export const getPartialManifest = (manifest) => manifest;
export const getPatchRoutesOnNavigationFunction = () => undefined;
export const useFogOFWarDiscovery = () => undefined;
const notHere = () => {
  throw new Error('Not in this site: no server runtime or server components in the browser.');
};
export const getManifestPath = notHere;
export const getPathsWithAncestors = notHere;
export const handleClientVersionMismatch = notHere;
