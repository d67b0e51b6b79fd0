import { defineConfig, devices } from '@playwright/test';
import { writeMessages } from './content/texts.mjs';
import { e2eChromiumPath } from './scripts/chromium-path.mjs';
import { E2E_INBOX_FILE, E2E_INBOX_PORT } from './tests/e2e/inquiry-inbox';

// The specs import messages/en.json and vi.json: assembled from content/texts, as the build does.
writeMessages();

const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: 2,
  // No retries anywhere: a test that needs a second try is a defect to fix at its cause.
  retries: 0,
  reporter: [['list']],
  // Limits for a hang, not speed goals (those live in `npm run bench`). Sized for a busy 2-core
  // machine: there axe alone takes 10-25 s on the home page, and a render after a click several seconds.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // No trace: 'retain-on-failure' records one for every test and throws it away when the test passes,
    // which cost about a fifth of the suite's CPU (measured on routes.spec: renderer, browser and the
    // worker). A failure keeps its screenshot; to see its trace, run that test again with `--trace on`.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: e2eChromiumPath(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      // Object-storage semantics: static files, /x -> /x/, misses get 404.html. No rewrites.
      command: `node scripts/serve.mjs --port ${port} --exit-with-parent`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      // The local inquiry inbox, on the port the build sent inquiries to (tests/e2e/inquiry-inbox.ts).
      command: `node scripts/inbox.mjs --port ${E2E_INBOX_PORT} --file ${E2E_INBOX_FILE} --exit-with-parent`,
      url: `http://127.0.0.1:${E2E_INBOX_PORT}/health`,
      // Never someone else's inbox: the tests read what this one writes, and a leftover inbox that
      // goes away mid-run failed every inquiry test after it. A busy port fails here, at the start.
      reuseExistingServer: false,
      timeout: 15_000,
    },
  ],
});
