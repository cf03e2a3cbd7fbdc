// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Request, context: object) => Request;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Milliseconds between its samples; a run stops at the first sample after `duration`. */
    sampleInt?: number;
    pipelining?: number;
    timeout?: number;
    headers?: Record<string, string>;
    requests?: Request[];
  }
  export interface Result {
    requests: { total: number; average: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
    '1xx': number;
    '2xx': number;
    '3xx': number;
    '4xx': number;
    '5xx': number;
  }
  export interface Instance {
    on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, milliseconds: number) => void): void;
    on(event: 'done', listener: (result: Result) => void): void;
    stop(): void;
  }
  function autocannon(options: Options, callback: (error: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
