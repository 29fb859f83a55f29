// Islands (docs/decisions/052-hydration.md): a page marks an element `data-island="name"` and
// `data-island-on="event …"`; this script, inline in every page, loads that island (its file is
// named in vite.config.ts) the first time one of those events happens to it and hands every such
// event to the module's default export, `(element, event)`. A page loads no island until it is used. Events:
// - submit, click, focusin, change: on the element or inside it (a submit, or a click with no
//   modifier key, is held until the island answers; if the island fails to load, the form is sent
//   or the link followed as they would be without JavaScript),
// - scroll: the page's first scroll,
// - language: at once, when the browser asks for a language other than the page's and the visitor
//   has not dismissed the offer,
// - history: at once, when the browser holds a watch history (the home page's Continue watching),
// - zone: at once, when the viewer's time zone (read as viewerTimeZone in
//   app/lib/browser/viewer-time.ts reads it) is not the element's `data-zone` (the schedule's
//   times, written in the site's zone),
// - watching: at once, when the browser keeps a server choice or a watch preference cookie (the
//   episode's player, drawn for no preference),
// - now: at once (the episode's player opened with `?play=1`),
// - tv: at once, when the page is in TV mode (the root's `data-tv`, app/lib/tv-mode.ts),
// - saved: at once, when the browser holds the cache the element's `data-saved` names (an
//   episode saved for offline, app/lib/browser/saved-episodes.ts),
// - keydown: a key named in the element's `data-island-keys` ("Space" for the space bar), pressed
//   with no modifier outside a field, is held (Space on a link or button is left to them).
// It also shows what the server drew hidden for a browser that runs scripts (`data-scripted`: the
// episode's shortcuts button) or has WebAuthn (`data-webauthn`: the passkey buttons), where the
// app once decided it after hydrating.
// On a page that hydrates, islands wait for the app (HYDRATED_EVENT), so React finds the server's
// markup as it left it.
import { HISTORY_KEY } from "~/lib/browser/watch-history";
import { SERVER_CHOICE_KEY } from "~/lib/server-choice";
import { AUDIO_PREFERENCE_COOKIE, SKIP_FILLER_COOKIE } from "~/lib/vocabulary/audio-preferences";
import { HYDRATED_EVENT, OFFER_DISMISSED } from "./names";

const SCRIPT = `var d=document,h=d.documentElement,loaded={};
var ready=hydrates?new Promise(function(r){addEventListener("${HYDRATED_EVENT}",r,{once:true})}):Promise.resolve();
function run(el,event){var name=el.getAttribute("data-island");
(loaded[name]=loaded[name]||ready.then(function(){return import(urls[name])})).then(function(m){m.default(el,event)},function(){var a;if(event.type==="submit")el.submit();else if(event.type==="click"&&(a=event.target.closest("a[href]")))location.assign(a.href)})}
function all(type,event){d.querySelectorAll('[data-island-on~="'+type+'"]').forEach(function(el){run(el,event)})}
["submit","click","focusin","change"].forEach(function(type){d.addEventListener(type,function(event){
var el=event.target instanceof Element&&event.target.closest('[data-island-on~="'+type+'"]');
if(!el||type==="click"&&(event.button||event.ctrlKey||event.metaKey||event.shiftKey||event.altKey))return;
if(type==="submit"||type==="click")event.preventDefault();run(el,event)},true)});
addEventListener("scroll",function(event){all("scroll",event)},{passive:true,once:true});
try{var lang=h.lang.split("-")[0];if(!localStorage.getItem("${OFFER_DISMISSED}")&&navigator.languages.some(function(l){return l.split("-")[0].toLowerCase()!==lang}))all("language",new Event("language"))}catch(e){}
try{if((localStorage.getItem("${HISTORY_KEY}")||"[]")!=="[]")all("history",new Event("history"))}catch(e){}
try{if((localStorage.getItem("${SERVER_CHOICE_KEY}")||"[]")!=="[]"||/(^|; )(${AUDIO_PREFERENCE_COOKIE}|${SKIP_FILLER_COOKIE})=/.test(d.cookie))all("watching",new Event("watching"))}catch(e){}
all("now",new Event("now"));
if("tv"in h.dataset)all("tv",new Event("tv"));
if(self.caches)d.querySelectorAll('[data-island-on~="saved"]').forEach(function(el){caches.has(el.getAttribute("data-saved")).then(function(y){if(y)run(el,new Event("saved"))},function(){})});
d.addEventListener("keydown",function(event){var t=event.target,k=event.key===" "?"Space":event.key.length===1?event.key.toLowerCase():event.key;
if(event.ctrlKey||event.metaKey||event.altKey||t instanceof HTMLElement&&(t.isContentEditable||/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))||k==="Space"&&t instanceof Element&&t.closest("a,button"))return;
d.querySelectorAll("[data-island-keys]").forEach(function(el){if(el.getAttribute("data-island-keys").split(" ").indexOf(k)>=0){event.preventDefault();run(el,event)}})},true);
d.querySelectorAll('[data-island-on~="zone"]').forEach(function(el){var t=self.Temporal;
if(el.getAttribute("data-zone")!==(t?t.Now.timeZoneId():Intl.DateTimeFormat().resolvedOptions().timeZone))run(el,new Event("zone"))});
d.querySelectorAll(self.PublicKeyCredential?"[data-scripted],[data-webauthn]":"[data-scripted]").forEach(function(el){el.hidden=false});
h.dataset.islands="ready";`;

/** The inline script that loads islands on demand; `hydrates` when the page also runs the app. */
export const islandsScript = (urls: Record<string, string>, hydrates: boolean) =>
  `(function(urls,hydrates){${SCRIPT.replaceAll("\n", "")}})(${JSON.stringify(urls).replaceAll("<", "\\u003c")},${hydrates})`;
