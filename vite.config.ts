import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The site's own modules that two or more pages share, with what they import, in one
          // chunk: left to itself the bundler cut them into some thirty files of a few hundred
          // bytes each, and each file is compressed on its own and named in every page's
          // <link rel="modulepreload"> (5 KB of first-load JavaScript gzipped and 1 KB of HTML
          // more, issue 13). What only a lazily opened part uses (dialog, windows, chart) stays
          // in that part's own chunk.
          groups: [{ name: 'app', test: /[\\/]src[\\/](web|shared)[\\/]/, minShareCount: 2 }],
        },
      },
    },
  },
});
