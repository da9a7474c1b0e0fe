import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const page = (name: string) => fileURLToPath(new URL(name, import.meta.url));

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  server: { proxy: { "/api": "http://localhost:3000" } },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: false,
    // index.html: the landing page (prerendered afterwards by scripts/prerender.ts), its own light entry;
    // app.html: the empty shell the server answers for every other route, with the signed-in app's entry.
    rollupOptions: { input: { index: page("./index.html"), app: page("./app.html") } },
  },
});
