import { describe, expect, it } from 'vitest';
import { createLanes } from './lanes';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('createLanes', () => {
  it('runs at most `size` tasks at once, the rest in the order they came', async () => {
    const lanes = createLanes(2);
    let now = 0;
    let most = 0;
    const started: number[] = [];
    const task = (n: number) =>
      lanes(async () => {
        started.push(n);
        now += 1;
        most = Math.max(most, now);
        await tick();
        now -= 1;
        return n * 10;
      });
    const results = await Promise.all([1, 2, 3, 4, 5].map(task));
    expect(results).toEqual([10, 20, 30, 40, 50]);
    expect(most).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5]);
  });

  it('frees the lane of a failed task', async () => {
    const lanes = createLanes(1);
    await expect(lanes(() => Promise.reject(new Error('falla')))).rejects.toThrow('falla');
    await expect(lanes(() => Promise.resolve('sigue'))).resolves.toBe('sigue');
  });
});
