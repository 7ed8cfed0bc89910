/**
 * netlify.toml's [functions] as zip-it-and-ship-it receives it from @netlify/build (the parity
 * test's bundling must not drift from Netlify's).
 */
import { describe, expect, it } from 'vitest';
import { zisiConfig } from '../support/netlifyBundle.ts';

const root = '/repo';

describe('zisiConfig', () => {
  it('top-level keys apply to every function, tables to their names; directory is not a setting', () => {
    const { directory, config } = zisiConfig(
      {
        build: { environment: { NODE_VERSION: '22' } },
        functions: { directory: 'functions', included_files: ['site/data/**', '!site/data/download/**'], 'typical-*': { node_bundler: 'esbuild', external_node_modules: ['x'] } },
      },
      root,
    );
    expect(directory).toBe('functions');
    expect(config['*']).toMatchObject({ includedFiles: ['site/data/**', '!site/data/download/**'], includedFilesBasePath: root, nodeVersion: '22' });
    expect(config['typical-*']).toMatchObject({ nodeBundler: 'esbuild_zisi', externalNodeModules: ['x'], nodeVersion: '22' });
  });

  it('no [functions]: Netlify\'s default folder, no settings', () => {
    const { directory, config } = zisiConfig({}, root);
    expect(directory).toBe('netlify/functions');
    expect(config['*']).toMatchObject({ includedFiles: undefined, nodeBundler: undefined, includedFilesBasePath: root });
  });
});
