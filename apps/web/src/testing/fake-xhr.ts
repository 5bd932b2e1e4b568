import { vi } from 'vitest';

/** One request the fake XMLHttpRequest received. */
export interface FakeUpload {
  method: string;
  url: string;
  headers: Record<string, string>;
  withCredentials: boolean;
  body: unknown;
  /** Reports `loaded` of `total` bytes sent (an upload `progress` event). */
  progress: (loaded: number, total: number) => void;
  /** Answers with a status and a JSON body. */
  respond: (status: number, body?: unknown) => void;
  /** Fails as the network would (an `error` event). */
  failNetwork: () => void;
}

type Listener = (event: ProgressEvent) => void;

class Listeners {
  private readonly map = new Map<string, Listener[]>();
  addEventListener(type: string, listener: Listener) {
    this.map.set(type, [...(this.map.get(type) ?? []), listener]);
  }
  removeEventListener(type: string, listener: Listener) {
    this.map.set(
      type,
      (this.map.get(type) ?? []).filter((each) => each !== listener),
    );
  }
  dispatch(type: string, init: ProgressEventInit = {}) {
    for (const listener of this.map.get(type) ?? []) listener(new ProgressEvent(type, init));
  }
}

/**
 * Replaces XMLHttpRequest with a fake the test drives by hand (happy-dom's own would go to the
 * network): each `send` adds a FakeUpload to the returned list, and the test reports progress
 * and answers it.
 * @returns the uploads sent so far (a live array)
 */
export function mockXhr(): FakeUpload[] {
  const uploads: FakeUpload[] = [];
  class FakeXMLHttpRequest extends Listeners {
    readonly upload = new Listeners();
    status = 0;
    responseText = '';
    timeout = 0;
    withCredentials = false;
    private method = 'GET';
    private url = '';
    private readonly headers: Record<string, string> = {};
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    abort() {
      this.dispatch('abort');
    }
    send(body: unknown) {
      uploads.push({
        method: this.method,
        url: this.url,
        headers: this.headers,
        withCredentials: this.withCredentials,
        body,
        progress: (loaded, total) =>
          this.upload.dispatch('progress', { lengthComputable: true, loaded, total }),
        respond: (status, answer) => {
          this.status = status;
          this.responseText = answer === undefined ? '' : JSON.stringify(answer);
          this.dispatch('load');
        },
        failNetwork: () => this.dispatch('error'),
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXMLHttpRequest);
  return uploads;
}
