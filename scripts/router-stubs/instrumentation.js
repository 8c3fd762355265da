// Stands in for react-router's lib/router/instrumentation.js in the browser's bundle (vite.config.ts).
// That module serves the router's `instrumentations` option, which this site never passes; without
// it the router calls only these, and each does what the real one does when no instrumentation is
// set. app/test/router-stub.test.ts fails if the router comes to import anything else from it.
export const getRouteInstrumentationUpdates = () => ({});
export const instrumentClientSideRouter = (router) => router;
export const instrumentHandler = (handler) => handler;
export const consumeInstrumentationClientResultMetaReceiver = () => undefined;
export const instrumentationResultMetaContext = undefined;
