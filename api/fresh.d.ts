// fresh 2 ships no types: its one function, as @types/fresh (written for 0.5, the same call) declares it.
declare module 'fresh' {
  function fresh(requestHeaders: Record<string, string | string[] | undefined>, responseHeaders: Record<string, string | string[] | number | undefined>): boolean;
  export default fresh;
}
