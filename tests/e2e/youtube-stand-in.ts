// YouTube's embed cannot be reached from these machines, so the watch-together story on a YouTube
// server answers YouTube's embed address in the browser with a stand-in: a page of YouTube's
// origin whose <video> plays the long HLS fixture as one MP4 (tests/fixtures/hls-long/clip.mp4,
// remuxed by scripts/make-hls-fixture.sh long; answered from YouTube's origin too: an http stream in the https frame would be mixed content) and which
// speaks the embed's side of the IFrame Player API's messages as the page expects them (after
// "listening": infoDelivery four times a second, onStateChange; the commands playVideo,
// pauseVideo, seekTo, setPlaybackRate, mute, unMute). It tests the page's side of the protocol
// (app/lib/browser/youtube-media.ts), not YouTube's.
import { readFileSync } from "node:fs";
import type { BrowserContext } from "playwright-core";
import { embedOrigins } from "~/lib/embed";

const EMBED = (video: string) => `<!doctype html><html><body style="margin:0;background:#000">
<video src="${video}" muted playsinline style="width:100%;height:100vh"></video>
<script>
var v = document.querySelector("video"), to = null, origin = null;
function send(message) { if (to) { message.id = 1; message.channel = "widget"; to.postMessage(JSON.stringify(message), origin); } }
function state() { return v.ended ? 0 : v.paused ? 2 : 1; }
function info() { send({ event: "infoDelivery", info: { currentTime: v.currentTime, duration: v.duration || 0, playerState: state(), playbackRate: v.playbackRate, muted: v.muted } }); }
addEventListener("message", function (event) {
  var asked; try { asked = JSON.parse(event.data); } catch (e) { return; }
  if (asked.event === "listening" && !to) { to = event.source; origin = event.origin; send({ event: "onReady" }); info(); setInterval(info, 250); return; }
  if (asked.event !== "command") return;
  var arg = (asked.args || [])[0];
  if (asked.func === "playVideo") v.play().catch(function () {});
  if (asked.func === "pauseVideo") v.pause();
  if (asked.func === "seekTo") v.currentTime = arg;
  if (asked.func === "setPlaybackRate") v.playbackRate = arg;
  if (asked.func === "mute") v.muted = true;
  if (asked.func === "unMute") v.muted = false;
});
v.addEventListener("play", function () { send({ event: "onStateChange", info: 1 }); });
v.addEventListener("pause", function () { send({ event: "onStateChange", info: 2 }); });
</script></body></html>`;

const CLIP = `${embedOrigins.youtube}/stand-in/clip.mp4`;

/** The clip or the bytes a Range asks for, as a server that allows seeking answers them. */
function partOf(body: Buffer, range: string | undefined) {
  const asked = range && /^bytes=(\d+)-(\d*)$/.exec(range);
  const headers = { "Accept-Ranges": "bytes", "Content-Type": "video/mp4" };
  if (!asked) return { status: 200, headers, body };
  const start = Number(asked[1]);
  const end = asked[2] ? Math.min(Number(asked[2]), body.length - 1) : body.length - 1;
  return {
    status: 206,
    headers: { ...headers, "Content-Range": `bytes ${start}-${end}/${body.length}` },
    body: body.subarray(start, end + 1),
  };
}

/** The answer that makes YouTube's embed the stand-in in a browser profile. */
export function youTubeStandIn() {
  const clip = readFileSync("tests/fixtures/hls-long/clip.mp4");
  return async (context: BrowserContext) => {
    await context.route(`${embedOrigins.youtube}/embed/**`, (route) => route.fulfill({ contentType: "text/html", body: EMBED(CLIP) }));
    await context.route(CLIP, (route) => route.fulfill(partOf(clip, route.request().headers().range)));
  };
}
