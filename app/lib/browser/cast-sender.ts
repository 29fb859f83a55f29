// Google's Cast Web Sender framework (docs/decisions/065-cast-sender.md): Chrome sends a stream
// hls.js plays, or a file, to a Chromecast only through it. Its script loads the first time a
// viewer presses Cast, never with the page; the episode page's policy admits its origin in
// script-src (app/lib/stream-sources.ts). The Default Media Receiver then fetches the stream and
// its subtitles itself, from their absolute addresses.
import { CAST_SENDER_ORIGIN } from "~/lib/stream-sources";
import type { SubtitleTrack } from "~/lib/subtitle-tracks";

const CAST_SENDER_SCRIPT = `${CAST_SENDER_ORIGIN}/cv/js/sender/v1/cast_sender.js?loadCastFramework=1`;

/** What of the framework this module uses (cast.framework and chrome.cast, as the sender's reference names them). */
type CastSession = { loadMedia(request: LoadRequest): Promise<unknown> };
type LoadRequest = { currentTime: number; activeTrackIds: number[] };
type Track = { trackContentId: string; trackContentType: string; subtype: string; name: string; language: string };
type MediaInfo = { contentUrl: string; metadata: { title: string; images: unknown[] }; tracks: Track[] };
type Framework = {
  cast: {
    framework: {
      CastContext: {
        getInstance(): {
          setOptions(options: { receiverApplicationId: string; autoJoinPolicy: string }): void;
          requestSession(): Promise<unknown>;
          getCurrentSession(): CastSession | null;
        };
      };
    };
  };
  chrome: {
    cast: {
      AutoJoinPolicy: { ORIGIN_SCOPED: string };
      Image: new (url: string) => unknown;
      media: {
        DEFAULT_MEDIA_RECEIVER_APP_ID: string;
        MediaInfo: new (contentId: string, contentType: string) => MediaInfo;
        GenericMediaMetadata: new () => MediaInfo["metadata"];
        LoadRequest: new (media: MediaInfo) => LoadRequest;
        Track: new (trackId: number, trackType: string) => Track;
        TrackType: { TEXT: string };
        TextTrackType: { SUBTITLES: string };
      };
    };
  };
};
type SenderWindow = Window & Partial<Framework> & { __onGCastApiAvailable?: (available: boolean) => void };

/** What the page's player sends: its stream, title and poster, subtitles with the one showing, and where it is. */
export type CastMedia = {
  src: string;
  /** An HLS playlist rather than a file. */
  streaming: boolean;
  title: string;
  poster: string;
  subtitles: SubtitleTrack[];
  /** The index of the subtitles showing, or null for none. */
  subtitle: number | null;
  currentTime: number;
};

/** The closing of the device picker without a choice, as the framework rejects it (chrome.cast.ErrorCode.CANCEL). */
const CANCEL = "cancel";

/** Chromium's browsers (Chrome, Edge…) cast through the sender; Safari, Firefox and Chrome on iOS (WebKit) have no Chromium brand. */
export const castsThroughSender = () =>
  (navigator as Navigator & { userAgentData?: { brands: { brand: string }[] } }).userAgentData?.brands.some(
    ({ brand }) => brand === "Chromium",
  ) ?? false;

/** A file's type by its extension. */
const FILE_TYPES: Record<string, string> = {
  mp4: "video/mp4",
  webm: "video/webm",
  ogg: "video/ogg",
  ogv: "video/ogg",
  mov: "video/quicktime",
  mkv: "video/x-matroska",
};

/** The stream's type as the receiver is told it: HLS's, else the file's by its extension, MP4 when the link does not say. */
export function castContentType(src: string, streaming: boolean): string {
  if (streaming) return "application/x-mpegurl";
  // Only the path is read: any base lets a site path (`/uploads/…`) parse.
  const extension = /\.([a-z0-9]+)$/i.exec(new URL(src, "https://site.invalid/").pathname)?.[1]?.toLowerCase();
  return FILE_TYPES[extension ?? ""] ?? "video/mp4";
}

let loading: Promise<Framework> | null = null;

/**
 * The framework, its script added once and its options set once: the Default Media Receiver, and
 * a session of this site's joined from its other tabs. A failed load is tried again on the next press.
 */
function loadFramework(): Promise<Framework> {
  loading ??= new Promise<Framework>((resolve, reject) => {
    const page = window as SenderWindow;
    page.__onGCastApiAvailable = (available) => {
      const { cast, chrome } = page;
      if (!available || !cast || !chrome?.cast) return reject(new Error("Cast is not available in this browser"));
      cast.framework.CastContext.getInstance().setOptions({
        receiverApplicationId: chrome.cast.media.DEFAULT_MEDIA_RECEIVER_APP_ID,
        autoJoinPolicy: chrome.cast.AutoJoinPolicy.ORIGIN_SCOPED,
      });
      resolve({ cast, chrome });
    };
    const script = document.createElement("script");
    script.src = CAST_SENDER_SCRIPT;
    script.async = true;
    script.onerror = () => reject(new Error("The Cast sender did not load"));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** The load request of `media` in the framework's own classes, every address absolute (uploads are this site's paths). */
function loadRequestOf({ chrome }: Framework, media: CastMedia): LoadRequest {
  const absolute = (url: string) => new URL(url, window.location.href).href;
  const src = absolute(media.src);
  const info = new chrome.cast.media.MediaInfo(src, castContentType(media.src, media.streaming));
  info.contentUrl = src;
  info.metadata = new chrome.cast.media.GenericMediaMetadata();
  info.metadata.title = media.title;
  info.metadata.images = media.poster ? [new chrome.cast.Image(absolute(media.poster))] : [];
  info.tracks = media.subtitles.map((subtitle, index) => {
    // Track ids start at 1: the receiver's own tracks of the media are numbered apart from these.
    const track = new chrome.cast.media.Track(index + 1, chrome.cast.media.TrackType.TEXT);
    track.trackContentId = absolute(subtitle.url);
    track.trackContentType = "text/vtt";
    track.subtype = chrome.cast.media.TextTrackType.SUBTITLES;
    track.name = subtitle.label;
    track.language = subtitle.lang;
    return track;
  });
  const request = new chrome.cast.media.LoadRequest(info);
  request.currentTime = media.currentTime;
  request.activeTrackIds = media.subtitle === null ? [] : [media.subtitle + 1];
  return request;
}

/**
 * Asks the viewer for a device (the browser's own picker) and plays `media` on it: true once it
 * plays there, false when the viewer closed the picker; any other failure rejects.
 */
export async function castMedia(media: CastMedia): Promise<boolean> {
  const framework = await loadFramework();
  const context = framework.cast.framework.CastContext.getInstance();
  try {
    await context.requestSession();
  } catch (error) {
    if (error === CANCEL) return false;
    throw error;
  }
  const session = context.getCurrentSession();
  if (!session) throw new Error("No Cast session after the device was chosen");
  await session.loadMedia(loadRequestOf(framework, media));
  return true;
}
