/**
 * The HTTP end-to-end suite (http.test.ts) again, against Netlify on one port: the function as
 * zip-it-and-ship-it bundles it, called through its Lambda entry point on Node 22 from another
 * working directory, and site/ for everything else.
 */
process.env.E2E_TARGET = 'netlify';
await import('./http.test.ts');
delete process.env.E2E_TARGET;
