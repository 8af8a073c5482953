import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    // Interaction tests type and click through whole dialogs; on a busy 2-core CI machine a few take over 5 s
    // (the default), which is not what they test. Speed is measured in bench/, never by a test's timeout.
    testTimeout: 30_000,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
