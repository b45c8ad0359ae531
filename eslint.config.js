import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'bench/dist',
      'node_modules',
      'coverage',
      'test-results',
      'playwright-report',
      'src/api/schema.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // no eval-like code may reach the browser bundle (CSP script-src 'self')
      'no-new-func': 'error',
      'no-eval': 'error',
    },
  },
  {
    // Playwright fixtures call `use()`, which is not React's hook
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // the engine and its build tools stay framework-free: they run in Node at build time, and the browser's runtime under any UI
    files: ['src/engine/**', 'src/checker/**', 'src/build/**', 'src/book/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['react', 'react-*', 'react/*', 'wouter', 'valtio*'] }] },
  },
);
