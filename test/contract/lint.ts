/**
 * The served OpenAPI document through two linters with their recommended rules: Spectral's
 * `spectral:oas` and Redocly's `recommended`. Errors fail the contract check; warnings are listed.
 */
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Document, Spectral } from '@stoplight/spectral-core';
import parsers from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';

export interface Finding {
  linter: 'spectral' | 'redocly';
  severity: 'error' | 'warning';
  rule: string;
  where: string;
  message: string;
}

/** Spectral severities: 0 error, 1 warning, 2 information, 3 hint (the last two are not listed). */
export async function spectralFindings(text: string): Promise<Finding[]> {
  const spectral = new Spectral();
  spectral.setRuleset({ extends: [[oas as never, 'recommended']] });
  const results = await spectral.run(new Document(text, parsers.Json, 'openapi.json'));
  return results
    .filter((r) => r.severity <= 1)
    .map((r) => ({
      linter: 'spectral',
      severity: r.severity === 0 ? 'error' : 'warning',
      rule: String(r.code),
      where: `#/${r.path.join('/')}`,
      message: r.message,
    }));
}

export async function redoclyFindings(text: string): Promise<Finding[]> {
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lintFromString({ source: text, absoluteRef: 'openapi.json', config });
  return problems
    .filter((p) => p.severity === 'error' || p.severity === 'warn')
    .map((p) => ({
      linter: 'redocly',
      severity: p.severity === 'error' ? 'error' : 'warning',
      rule: p.ruleId,
      where: p.location[0]?.pointer ?? '',
      message: p.message,
    }));
}
