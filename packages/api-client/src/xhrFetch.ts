/** Bytes of a request body sent so far, of all. */
export type UploadProgress = (loaded: number, total: number) => void;

// Answers that may not carry a body (the Response constructor refuses one).
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

/**
 * A `fetch` that sends through XMLHttpRequest and reports the upload's progress: fetch has no
 * upload progress (a streamed request body needs HTTP/2 and `duplex`, which Chromium allows only
 * without progress events either).
 */
export function xhrFetch(onUploadProgress: UploadProgress): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    // The body as bytes, not as a Blob: a Blob made by one realm's fetch (Node's, under a test
    // DOM) reaches another realm's XMLHttpRequest as the text "undefined" on Node 24.
    const body =
      request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      xhr.withCredentials = request.credentials === 'include';
      xhr.responseType = 'arraybuffer';
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onUploadProgress(event.loaded, event.total);
      };
      xhr.onload = () =>
        resolve(
          new Response(NULL_BODY.has(xhr.status) ? null : (xhr.response as ArrayBuffer | null), {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: parseHeaders(xhr.getAllResponseHeaders()),
          }),
        );
      xhr.onerror = () => reject(new TypeError('Failed to fetch'));
      xhr.ontimeout = () => reject(new TypeError('Failed to fetch'));
      xhr.onabort = () => reject(new DOMException('The request was aborted.', 'AbortError'));
      if (request.signal.aborted) return xhr.abort();
      request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(body);
    });
  };
}
