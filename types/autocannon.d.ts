// The part of autocannon's API the web benchmark uses (bench/web.ts); the package ships no types.
declare module "autocannon" {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
  }
  interface Result {
    requests: { average: number; total: number };
    /** seconds the run took */
    duration: number;
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  interface Instance {
    on(event: "response", listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): Instance;
  }
  function autocannon(options: Options, done: (err: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
