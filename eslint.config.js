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
    // domain/ is shared by browser and server: it must not reach into the app or server code, from any depth
    // (domain/quote/x.ts reaches the server with ../../server/...). The regular expression matches the path
    // aliases and any relative path that goes through an app/ or server/ folder; domain/ has no folder of
    // those names. tests/unit/layering.test.ts proves each rule of this file on probe files.
    files: ["domain/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(~|@server)(/|$)|^(\\.{1,2}/)+(.*/)?(app|server)(/|$)",
              message: "domain/ is pure: it must not import from app/ or server/.",
            },
          ],
        },
      ],
    },
  },
  {
    // server/ runs on the server only and stands on domain/: the UI is above it, never imported by it.
    files: ["server/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^~(/|$)|^(\\.{1,2}/)+(.*/)?app(/|$)",
              message: "server/ must not import from app/: move what both need to domain/.",
            },
          ],
        },
      ],
    },
  },
  {
    // The server's shared infrastructure stands under its features, never on them: http/ (the API contract, client
    // address, headers, rate limits), email/ (outbox, templates), pdf/ (documents) and db/ import domain/, each other,
    // metrics/ and the server's root modules (config, context), and no feature folder (analytics/, auth/, fdes/,
    // quote/, wall/…): what a feature gives them comes as an argument. The lookahead lists the infrastructure folders.
    files: ["server/http/**", "server/email/**", "server/pdf/**", "server/db/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            // This block replaces the rule of server/** for these files: its pattern comes again first.
            {
              regex: "^~(/|$)|^(\\.{1,2}/)+(.*/)?app(/|$)",
              message: "server/ must not import from app/: move what both need to domain/.",
            },
            {
              regex: "^(@server/|(\\.\\./){1,2})(?!(http|email|pdf|db|metrics|templates|backup|fonts|domain)/)[\\w-]+/",
              message: "server/ infrastructure (http, email, pdf, db) imports no feature folder: pass what it needs as an argument.",
            },
          ],
        },
      ],
    },
  },
  {
    // Browser code may name the server's types (erased at build), never its code.
    files: [
      "app/components/**",
      "app/lib/**",
      "app/islands/**",
      "app/hooks/**",
      "app/content/**",
      "app/*.client.tsx",
      "app/hydrate-document.tsx",
    ],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^@server(/|$)|^(\\.{1,2}/)+(.*/)?server(/|$)",
              allowTypeImports: true,
              message: "Browser code imports no runtime code from server/ (types only): move shared code to domain/.",
            },
          ],
        },
      ],
    },
  },
  {
    // A route module reaches the server only through *.server modules, which React Router's build keeps out of the
    // browser bundle (and refuses there): so server code runs in loaders and actions alone.
    files: ["app/routes/**", "app/root.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(@server|(\\.{1,2}/)+(.*/)?server)/(?!.*\\.server$)",
              allowTypeImports: true,
              message: "A route imports server code only from *.server modules (used in its loader or action).",
            },
          ],
        },
      ],
    },
  },
);
