// A 2D canvas context that draws nothing and records what the particle code asks of it: how often it clears, the
// fill colours it sets and the transforms it applies.

export interface CanvasLog {
  clears: number;
  readonly fillStyles: string[];
  readonly transforms: number[][];
}

export const canvasLog = (): CanvasLog => ({ clears: 0, fillStyles: [], transforms: [] });

/** A context writing into `log` (a new one unless given, so several contexts can share one). */
export const fakeCanvasContext = (log: CanvasLog = canvasLog()) => {
  const ctx = {
    canvas: { width: 0, height: 0 },
    clearRect: () => void (log.clears += 1),
    beginPath: () => undefined,
    moveTo: () => undefined,
    lineTo: () => undefined,
    arc: () => undefined,
    stroke: () => undefined,
    fill: () => undefined,
    setTransform: (...args: number[]) => void log.transforms.push(args),
    lineWidth: 1,
    strokeStyle: '',
    set fillStyle(value: string) {
      log.fillStyles.push(value);
    },
    get fillStyle() {
      return log.fillStyles.at(-1) ?? '';
    },
  };
  return { ctx, log };
};
