import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';

/**
 * An unexpected console.error fails the test (style.md): React warnings (act, keys, invalid DOM nesting) are
 * bugs. A test that expects one mocks console.error itself.
 */
let consoleError: ReturnType<typeof vi.spyOn> | undefined;

beforeEach(() => {
  const original = console.error;
  consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    original(...args);
  });
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  const calls = consoleError?.mock.calls ?? [];
  consoleError = undefined;
  expect(calls, 'console.error was called during the test').toEqual([]);
});
