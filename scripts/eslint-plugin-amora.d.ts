import type { Rule } from 'eslint';

/** The project's layout rules (eslint-plugin-amora.js; decision 012). */
declare const plugin: {
  meta: { name: string };
  rules: {
    'import-path': Rule.RuleModule;
    'feature-public-module': Rule.RuleModule;
    'no-mutual-features': Rule.RuleModule;
  };
};
export default plugin;
export function unitOf(relPath: string): string | null;
export function layerNodeOf(relPath: string): string | null;
