import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The SSR build bundles the whole server program (server/index.ts), which imports the React Router server build,
// so production runs a single file: `node build/server/index.js`.
export default defineConfig({
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/index.ts" } } },
  },
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter()],
});
