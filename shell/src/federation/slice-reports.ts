import type { SliceName } from '@il/ui';

/** Where the shell reports slice loads and failures (docs/api.md, "Additions"). */
export const SLICE_REPORTS_URL = '/_api/client/slice-reports';
/** Reports wait this long to travel together; a crash loop sends one request per interval. */
export const REPORT_BATCH_MS = 3000;
/** At most this many reports leave a page a minute; the rest are dropped (the console keeps them). */
export const REPORTS_PER_MINUTE = 30;
const PER_REQUEST = 10;

export type SliceReportKind = 'loaded' | 'load-failed' | 'refused' | 'render-error';
export interface SliceReport {
  slice: SliceName;
  release: string | null;
  kind: SliceReportKind;
  message?: string;
}

const queue: SliceReport[] = [];
const sentAt: number[] = [];
const seen = new Set<string>();
let timer: ReturnType<typeof setTimeout> | undefined;

function flush(): void {
  timer = undefined;
  while (queue.length > 0) {
    const reports = queue.splice(0, PER_REQUEST);
    // keepalive: a report made just before the page goes away still arrives.
    void fetch(SLICE_REPORTS_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ reports }),
      keepalive: true,
      credentials: 'same-origin',
    }).catch(() => undefined);
  }
}

/**
 * Queues a report for the gateway, rate-limited per page: the same report (slice, release, kind,
 * message) once, and no more than REPORTS_PER_MINUTE a minute.
 */
export function reportSlice(report: SliceReport): void {
  const key = `${report.slice} ${report.release} ${report.kind} ${report.message ?? ''}`;
  if (seen.has(key)) return;
  const now = Date.now();
  while (sentAt.length > 0 && now - (sentAt[0] ?? 0) > 60_000) sentAt.shift();
  if (sentAt.length >= REPORTS_PER_MINUTE) return;
  seen.add(key);
  sentAt.push(now);
  queue.push(report.message === undefined ? report : { ...report, message: report.message.slice(0, 300) });
  timer ??= setTimeout(flush, REPORT_BATCH_MS);
}

export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, 300);
