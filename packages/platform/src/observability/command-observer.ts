/** What command handling reports to metrics: optimistic-concurrency conflicts and their outcome. */
export interface CommandObserver {
  /** An append met a concurrent writer; `willRetry` is false when the command gives up (409). */
  conflict(streamCategory: string, willRetry: boolean): void;
}

/** `character-12` → `character`: metrics are labelled by aggregate kind, never by id. */
export const streamCategory = (streamId: string): string => streamId.split('-')[0] ?? streamId;
