/**
 * At most `size` tasks running at once; the rest wait in order. For heavy report statements: started together
 * they finish sooner on PostgreSQL's pool, but all of them at once would take every core from the short list
 * queries of other users. Per process, shared by every request that uses the same lanes.
 */
export function createLanes(size: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      release();
    }
  };
}
