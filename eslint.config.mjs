import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // eslint-config-next registers the jsx-a11y plugin with a few rules; turn on the full recommended set.
    rules: { ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    // CommonJS config files (jest.config.js) are loaded by require().
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    ignores: ['node_modules/**', '.next/**', 'out/**', 'bench/.tmp/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'coverage/**'],
  },
];

export default config;
