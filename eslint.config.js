import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", "data/", "node_modules/", ".react-router/", "tmp/", "drizzle/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: "Read configuration through server/config.server.ts only.",
        },
      ],
    },
  },
  {
    // The configuration module and the test harness are where the environment is read.
    files: ["server/config.server.ts", "tests/**", "scripts/**", "*.config.ts", "**/*.test.ts"],
    rules: { "no-restricted-syntax": "off" },
  },
  {
    // domain/ is shared by browser and server: it must not reach into the app or server code.
    files: ["domain/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: ["~/*", "@server/*", "../app/*", "../server/*"] }],
    },
  },
);
