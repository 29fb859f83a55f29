// A YouTube embed seen as a <video> (issue #53, decision 055): the room keeps it in step through
// the messages the YouTube IFrame Player API itself exchanges with the embed (`enablejsapi=1`): it
// says "listening", the embed answers with its state and time (infoDelivery, onStateChange), and
// takes commands (playVideo, pauseVideo, seekTo, setPlaybackRate, mute). Spoken directly, the page
// loads no script from YouTube, which the CSP would have to allow; the frame is all it already
// allows. The same events a <video> fires are fired here, so app/hooks/room-video.ts and the room
// hook drive either alike.
import type { RoomMedia } from "~/lib/browser/room-media";

/** The embed's player states (the IFrame Player API's YT.PlayerState). */
const PLAYING = 1;
const ENDED = 0;
/** How long a play may take to start before it counts as refused (a browser that blocks sound). */
const PLAY_WAIT_MS = 3_000;
/** How often "listening" is said until the embed answers (the API's own script says it again too). */
const LISTEN_EVERY_MS = 250;
/** A reported time further than this from where playback should be is a seek made in the embed. */
const SEEKED_S = 1;

type Info = { currentTime?: number; duration?: number; playerState?: number; playbackRate?: number; muted?: boolean };
type Delivery = { event?: string; info?: Info | number };

/** The embed's address with what lets the page speak to it: the API, and the page's origin to answer. */
export function withPlayerApi(src: string, origin: string) {
  const url = new URL(src);
  url.searchParams.set("enablejsapi", "1");
  url.searchParams.set("origin", origin);
  url.searchParams.set("playsinline", "1");
  return url.href;
}

export class YouTubeMedia extends EventTarget implements RoomMedia {
  /** Where the embed last said it was, and when (performance.now), to read the time between its reports. */
  private reported = { time: 0, at: 0 };
  private state = -1;
  private rate = 1;
  private length = Number.NaN;
  private silent = false;
  /** The play asked and not yet started: asked again meanwhile, it is the same wait. */
  private starting: { done: Promise<void>; resolve: () => void; timer: ReturnType<typeof setTimeout> } | null = null;
  private readonly listen: ReturnType<typeof setInterval>;
  private readonly hear = (event: MessageEvent) => this.receive(event);

  constructor(
    private readonly frame: HTMLIFrameElement,
    private readonly embedOrigin: string,
  ) {
    super();
    window.addEventListener("message", this.hear);
    this.listen = setInterval(() => this.post({ event: "listening" }), LISTEN_EVERY_MS);
  }

  /** Stops listening to the embed (the page left the room). */
  close() {
    clearInterval(this.listen);
    window.removeEventListener("message", this.hear);
  }

  get currentTime() {
    if (this.state !== PLAYING) return this.reported.time;
    return this.reported.time + ((performance.now() - this.reported.at) / 1000) * this.rate;
  }
  set currentTime(seconds: number) {
    this.command("seekTo", [seconds, true]);
    this.report(seconds);
  }
  get duration() {
    return this.length;
  }
  get paused() {
    return this.state !== PLAYING;
  }
  get ended() {
    return this.state === ENDED;
  }
  get playbackRate() {
    return this.rate;
  }
  set playbackRate(rate: number) {
    if (rate === this.rate) return;
    this.rate = rate;
    this.command("setPlaybackRate", [rate]);
  }
  get muted() {
    return this.silent;
  }
  set muted(muted: boolean) {
    this.silent = muted;
    this.command(muted ? "mute" : "unMute", []);
  }
  /** HAVE_METADATA once the embed has said the video's length. */
  get readyState() {
    return Number.isFinite(this.length) ? HTMLMediaElement.HAVE_METADATA : HTMLMediaElement.HAVE_NOTHING;
  }

  /** Asks the embed to play; settles when it plays, or fails if it has not within PLAY_WAIT_MS (as a refused play does). */
  play() {
    this.command("playVideo", []);
    if (this.state === PLAYING) return Promise.resolve();
    if (!this.starting) {
      let resolve = () => {};
      let timer: ReturnType<typeof setTimeout> | undefined;
      const done = new Promise<void>((started, refused) => {
        resolve = started;
        timer = setTimeout(() => {
          this.starting = null;
          refused(new DOMException("The embed did not start playing", "NotAllowedError"));
        }, PLAY_WAIT_MS);
      });
      this.starting = { done, resolve, timer: timer! };
    }
    return this.starting.done;
  }

  pause() {
    this.command("pauseVideo", []);
    this.become(2);
  }

  private post(message: Record<string, unknown>) {
    this.frame.contentWindow?.postMessage(JSON.stringify({ ...message, id: 1, channel: "widget" }), this.embedOrigin);
  }

  private command(func: string, args: unknown[]) {
    this.post({ event: "command", func, args });
  }

  private report(time: number) {
    this.reported = { time, at: performance.now() };
  }

  private receive(event: MessageEvent) {
    if (event.origin !== this.embedOrigin || event.source !== this.frame.contentWindow || typeof event.data !== "string") return;
    let delivery: Delivery;
    try {
      delivery = JSON.parse(event.data) as Delivery;
    } catch {
      return;
    }
    clearInterval(this.listen);
    if (delivery.event === "onStateChange" && typeof delivery.info === "number") this.become(delivery.info);
    if ((delivery.event === "infoDelivery" || delivery.event === "initialDelivery") && typeof delivery.info === "object")
      this.take(delivery.info);
  }

  /** What an infoDelivery says, as the events a <video> would have fired. */
  private take(info: Info) {
    if (typeof info.duration === "number" && info.duration > 0 && !Number.isFinite(this.length)) {
      this.length = info.duration;
      this.dispatchEvent(new Event("loadedmetadata"));
    }
    if (typeof info.muted === "boolean") this.silent = info.muted;
    if (typeof info.playbackRate === "number" && info.playbackRate !== this.rate) {
      this.rate = info.playbackRate;
      this.dispatchEvent(new Event("ratechange"));
    }
    if (typeof info.currentTime === "number") {
      const jumped = Math.abs(info.currentTime - this.currentTime) > SEEKED_S;
      this.report(info.currentTime);
      if (jumped) {
        this.dispatchEvent(new Event("seeking"));
        this.dispatchEvent(new Event("seeked"));
      }
      this.dispatchEvent(new Event("timeupdate"));
    }
    if (typeof info.playerState === "number") this.become(info.playerState);
  }

  private become(state: number) {
    if (state === this.state) return;
    const wasPlaying = this.state === PLAYING;
    // The time runs from here at the rate: the report is moved to now.
    this.report(this.currentTime);
    this.state = state;
    if (state === PLAYING) {
      if (this.starting) {
        clearTimeout(this.starting.timer);
        this.starting.resolve();
        this.starting = null;
      }
      this.dispatchEvent(new Event("play"));
    } else if (wasPlaying) this.dispatchEvent(new Event("pause"));
  }
}
