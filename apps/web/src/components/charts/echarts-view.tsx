import { useEffect, useRef } from 'react';
import { echarts } from './echarts-setup';

type ChartOption = Parameters<ReturnType<typeof echarts.init>['setOption']>[0];

/**
 * The ECharts instance of one chart (SVG), sized by its box: created on mount, given each new option whole
 * (notMerge, so a removed series goes away), resized with its box, disposed on unmount. Our own few lines
 * instead of a wrapper package, which pulled in a helper library it does not declare.
 */
export function EChartsView({ option, height }: { option: ChartOption; height: number }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof echarts.init> | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const instance = echarts.init(element, undefined, { renderer: 'svg' });
    chart.current = instance;
    const observer =
      typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => instance.resize());
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      chart.current = null;
      instance.dispose();
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <div ref={box} style={{ height, width: '100%' }} />;
}
