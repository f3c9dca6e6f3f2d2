import { LEAGUE_EVENT_NAMES, parseLeagueEvent, rawApi, type LeagueEvent } from '@il/contracts';

export interface LeagueStreamListener {
  onEvent: (event: LeagueEvent) => void;
  /** open: the stream delivers; reconnected: it opened again after having been open before. */
  onStatus: (open: boolean, reconnected: boolean) => void;
}

interface Stream {
  source: EventSource | null;
  open: boolean;
  everOpened: boolean;
  listeners: Set<LeagueStreamListener>;
  retryTimer?: ReturnType<typeof setTimeout>;
  retryDelayMs: number;
}

/**
 * The browser retries a dropped stream by itself; a refused one (401, 404, 429) it gives up on.
 * Those are retried here, slowly, since polling carries the screens meanwhile.
 */
export const STREAM_RETRY = { firstMs: 5_000, maxMs: 60_000 } as const;

const streams = new Map<number, Stream>();

export function leagueEventsUrl(leagueId: number): string {
  return `/_api${rawApi.leagueEvents.path}?leagueId=${leagueId}`;
}

function notify(stream: Stream, reconnected = false): void {
  for (const listener of stream.listeners) listener.onStatus(stream.open, reconnected);
}

function connect(leagueId: number, stream: Stream): void {
  if (typeof EventSource === 'undefined') return;
  const source = new EventSource(leagueEventsUrl(leagueId));
  stream.source = source;
  source.onopen = () => {
    const reconnected = stream.everOpened;
    stream.open = true;
    stream.everOpened = true;
    stream.retryDelayMs = STREAM_RETRY.firstMs;
    notify(stream, reconnected);
  };
  source.onerror = () => {
    if (stream.open) {
      stream.open = false;
      notify(stream);
    }
    if (source.readyState !== EventSource.CLOSED || stream.source !== source) return;
    stream.source = null;
    stream.retryTimer = setTimeout(() => connect(leagueId, stream), stream.retryDelayMs);
    stream.retryDelayMs = Math.min(stream.retryDelayMs * 2, STREAM_RETRY.maxMs);
  };
  for (const name of LEAGUE_EVENT_NAMES) {
    source.addEventListener(name, (message: MessageEvent<string>) => {
      let event: LeagueEvent | null;
      try {
        event = parseLeagueEvent(name, message.data);
      } catch (error) {
        // A malformed frame is a hint lost, not a broken screen: polling brings the news anyway.
        console.warn(`Ignored a malformed ${name} event`, error);
        return;
      }
      if (!event) return;
      for (const listener of stream.listeners) listener.onEvent(event);
    });
  }
}

function close(stream: Stream): void {
  clearTimeout(stream.retryTimer);
  stream.source?.close();
  stream.source = null;
  stream.open = false;
}

/**
 * Listens to a league's live events. Every screen of the league and the shell's bell share one
 * EventSource (a player may hold only a few streams); the last listener to leave closes it.
 * Answers the unsubscribe.
 */
export function subscribeLeagueEvents(leagueId: number, listener: LeagueStreamListener): () => void {
  let stream = streams.get(leagueId);
  if (!stream) {
    stream = { source: null, open: false, everOpened: false, listeners: new Set(), retryDelayMs: STREAM_RETRY.firstMs };
    streams.set(leagueId, stream);
    stream.listeners.add(listener);
    connect(leagueId, stream);
  } else {
    stream.listeners.add(listener);
    if (stream.open) listener.onStatus(true, false);
  }
  const joined = stream;
  return () => {
    joined.listeners.delete(listener);
    if (joined.listeners.size > 0) return;
    close(joined);
    if (streams.get(leagueId) === joined) streams.delete(leagueId);
  };
}
