// tus-js-client resolves the upload URL with `new URL(link, origin).toString()` from url-parse;
// every browser the site supports has the native URL, so its ~2 KB gzip polyfill is left out.
export default globalThis.URL;
