// tus-js-client needs only `Base64.encode` (UTF-8 text, for Upload-Metadata): btoa over the UTF-8
// bytes does the same without js-base64's ~2 KB gzip.
export const Base64 = {
  encode: (text: string) => btoa(Array.from(new TextEncoder().encode(text), (b) => String.fromCharCode(b)).join('')),
};
