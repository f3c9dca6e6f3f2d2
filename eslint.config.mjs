import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const DEEP_IMPORT = "Import the package's entry ('@il/<name>', or a subpath its package.json \"exports\" lists), not a file under another package's src/; export what you need from that entry.";

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**', '**/*.cjs', '.e2e-artifacts/**', 'releases/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'off',
      // A package's public API is its entry (package.json "main"/"exports"); files under its src/
      // are free to move. A suite reaches its own package's src/ by a path that does not climb out.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@il/[^/]+/src(/|$)', message: DEEP_IMPORT },
            // Climbing out of a folder and down into some package's src/ (../../services/x/src, ../../x/src).
            { regex: '^(\\.\\./)+([^./][^/]*/)+src(/|$)', message: DEEP_IMPORT },
          ],
        },
      ],
    },
  },
);
