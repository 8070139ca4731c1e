// tus-js-client's requests over fetch instead of XMLHttpRequest (fetch has a time limit of our
// own and runs anywhere; the worker's uploader reads answers with the same FetchResponse). Each
// request is abandoned after `timeoutMs`: no wait is unbounded. fetch reports no upload
// progress: progress is counted per chunk (onChunkComplete) instead.
import type { HttpRequest, HttpResponse, HttpStack } from 'tus-js-client';

export class FetchResponse implements HttpResponse {
  constructor(
    private readonly res: Response,
    private readonly body: string,
  ) {}
  getStatus = () => this.res.status;
  getHeader = (name: string) => this.res.headers.get(name) ?? undefined;
  getBody = () => this.body;
  getUnderlyingObject = () => this.res;
}

class FetchRequest implements HttpRequest {
  private readonly headers: Record<string, string> = {};
  private readonly controller = new AbortController();

  constructor(
    private readonly method: string,
    private readonly url: string,
    private readonly timeoutMs: number,
  ) {}

  getMethod = () => this.method;
  getURL = () => this.url;
  setHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getHeader = (name: string) => this.headers[name];
  setProgressHandler() {}
  async send(body: Blob | ArrayBuffer | null = null): Promise<HttpResponse> {
    // One controller for both the caller's abort and the time limit (AbortSignal.any is missing
    // before Safari 17.4 and Firefox 124: an upload there would fail every time).
    const timer = setTimeout(() => this.controller.abort(), this.timeoutMs);
    try {
      const res = await fetch(this.url, {
        method: this.method,
        headers: this.headers,
        body,
        cache: 'no-store',
        signal: this.controller.signal,
      });
      return new FetchResponse(res, await res.text());
    } finally {
      clearTimeout(timer);
    }
  }
  async abort() {
    this.controller.abort();
  }
  getUnderlyingObject = () => this.controller;
}

export class FetchHttpStack implements HttpStack {
  constructor(private readonly timeoutMs: number) {}
  createRequest(method: string, url: string): HttpRequest {
    return new FetchRequest(method, url, this.timeoutMs);
  }
  getName = () => 'FetchHttpStack';
}
