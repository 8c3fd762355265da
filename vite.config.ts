import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: {
    // Absolute origin for canonical links, sitemap and structured data (see README).
    __SITE_ORIGIN__: JSON.stringify(
      (process.env.SITE_ORIGIN ?? 'https://tinytools.example').replace(/\/+$/, ''),
    ),
  },
});
