import { defineConfig, minimal2023Preset } from '@vite-pwa/assets-generator/config';

/**
 * The app's icons (decision 013), drawn at build time from the logo in public/favicon.svg:
 * favicon.ico, the 64/192/512 px PNGs of the manifest, a maskable 512 px icon and the
 * 180 px apple-touch-icon (the "minimal 2023" preset).
 */
export default defineConfig({
  headLinkOptions: { preset: '2023' },
  preset: minimal2023Preset,
  images: ['public/favicon.svg'],
});
