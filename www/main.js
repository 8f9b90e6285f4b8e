// Bootstrap: load the wasm module and hand the page to Rust. Everything else lives in Rust;
// this file and second_part.js only load the module's two parts, show errors Rust cannot (a
// missing or broken module) and register the service worker that keeps the game playable
// offline.
import init, { start, benchSolve, benchCoach } from '../pkg/racetrack.js';
import { fatal, holdInput, hookInstantiate, loadFailed, onFirstPart, secondPart } from './second_part.js';

// The offline cache (sw.js, at the site root: its scope is the whole site). Optional: without
// service workers (an old browser, a page not served over https or from localhost) or when
// registration fails, the game works as before, online.
async function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  try {
    await navigator.serviceWorker.register(new URL('../sw.js', import.meta.url));
  } catch (error) {
    console.warn('Racetrack: no offline play:', error);
  }
}

// Reload from the box a panic shows (src/web/panic.rs): plain JavaScript, since the wasm
// instance cannot run again after a panic.
document.getElementById('crash-reload')?.addEventListener('click', () => window.location.reload());

hookInstantiate();
holdInput();
// The catalog of the page's language, fetched beside the wasm: the game starts with its words.
// A built page names the part of it a start needs (`<meta id="catalog">`, preloaded by
// www/boot.js) and its rest (`data-rest`), which the game asks for once it has started; a page
// that waits for the second part anyway (an address other than the menu's or a level's, a
// return visit) fetches both now and starts with the whole catalog. Without it, the game asks
// again.
const catalogMeta = document.getElementById('catalog');
const restFile = catalogMeta?.dataset.rest;
// The menu and a level (a card tapped before the game had started) run on the first part
// alone: a page opened on a link, the editor or a race waits for both. So does a return visit,
// whose service worker has both parts at hand: what its storage holds may run code of the
// second part as the game starts, and the synchronous request that would fetch it then is one
// the worker cannot answer offline.
const returning = Boolean(navigator.serviceWorker?.controller);
const waitsForBoth = returning || !onFirstPart(window.location.hash);
const fetchText = (file) => (file
  ? fetch(new URL(file, document.baseURI))
    .then((response) => (response.ok ? response.text() : undefined))
    .catch(() => undefined)
  : Promise.resolve(undefined));
const catalog = Promise.all([
  fetchText(catalogMeta?.content),
  waitsForBoth ? fetchText(restFile) : undefined,
]).then(([first, rest]) => {
  if (first === undefined) return { text: undefined, whole: true };
  if (rest !== undefined) return { text: `${first}\n${rest}`, whole: true };
  return { text: first, whole: !restFile };
});
try {
  await init({ module_or_path: new URL('../pkg/racetrack_bg.wasm', import.meta.url) });
  if (waitsForBoth) await secondPart();
  // `page` keeps the Rust app alive; `benchSolve` and `benchCoach` are for the browser
  // performance report.
  const words = await catalog;
  // The screens the page held as text (www/boot.js), in the page before the game looks for them.
  window.racetrackBoot?.screens();
  window.racetrack = { page: start(words.text, words.whole), benchSolve, benchCoach };
  // What was tapped before the game started (www/boot.js) is the game's now.
  window.racetrackBoot?.release();
  // After the game has started and the page has loaded, so neither the second part nor caching
  // slows the first paint. A failure here is only a warning: the player's next click tries
  // again, and says so if that fails too.
  const afterLoad = () => {
    secondPart().catch((error) => console.warn('Racetrack:', error.message));
    registerServiceWorker();
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
} catch (error) {
  fatal(error);
}
