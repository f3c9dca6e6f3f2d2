/**
 * A one-line progress bar on stderr (stdout stays free for results). On a terminal it redraws in
 * place a few times a second; in a log file it writes a line every few seconds instead.
 */
export interface Progress {
  /** Position applied so far, and the head it is heading for. */
  done: number;
  total: number;
  /** Events applied since the start. */
  events: number;
}

const WIDTH = 30;

export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '--:--';
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

export function renderProgress(label: string, progress: Progress, elapsedMs: number): string {
  const fraction = progress.total > 0 ? Math.min(1, progress.done / progress.total) : 1;
  const filled = Math.round(fraction * WIDTH);
  const rate = elapsedMs > 0 ? (progress.events * 1000) / elapsedMs : 0;
  const eta = fraction > 0 ? ((elapsedMs / 1000) * (1 - fraction)) / fraction : Number.POSITIVE_INFINITY;
  return (
    `${label} [${'#'.repeat(filled)}${'.'.repeat(WIDTH - filled)}] ${(fraction * 100).toFixed(1).padStart(5)}%` +
    `  ${Math.round(rate).toLocaleString('en-US')} events/s  ETA ${formatDuration(eta)}` +
    `  (${progress.done.toLocaleString('en-US')}/${progress.total.toLocaleString('en-US')})`
  );
}

export class ProgressBar {
  private readonly started = Date.now();
  private lastDraw = 0;
  private last: Progress = { done: 0, total: 0, events: 0 };
  private readonly tty: boolean;
  private drawn = false;

  constructor(
    private readonly label: string,
    private readonly stream: NodeJS.WriteStream = process.stderr,
  ) {
    this.tty = Boolean(stream.isTTY);
  }

  update(progress: Progress): void {
    this.last = progress;
    this.drawn = false;
    const now = Date.now();
    if (now - this.lastDraw < (this.tty ? 100 : 5000)) return;
    this.lastDraw = now;
    this.draw();
  }

  finish(summary: string): void {
    if (!this.drawn) this.draw();
    this.stream.write(this.tty ? `\n${summary}\n` : `${summary}\n`);
  }

  private draw(): void {
    this.drawn = true;
    const line = renderProgress(this.label, this.last, Date.now() - this.started);
    this.stream.write(this.tty ? `\r${line}\x1b[K` : `${line}\n`);
  }
}
