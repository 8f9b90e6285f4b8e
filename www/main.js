// Bootstrap: load the wasm module and hand the page to Rust. Everything else lives in Rust;
// this file only loads the module's second part, shows errors Rust cannot (a missing or broken
// module) and registers the service worker that keeps the game playable offline.
import init, { start, benchSolve, benchCoach } from '../pkg/racetrack.js';

// The wasm may come in two parts (`cargo xtask dist` splits it with binaryen's wasm-split): the
// functions the menu runs, and the rest, fetched in the background once the game has started.
// The first part imports a placeholder for each function of the second; a placeholder called
// before the second part has arrived fetches it at once (a synchronous request), then calls
// the real function, which the second part has put in the shared function table.
const SECOND_PART = new URL('../pkg/racetrack_bg_2.wasm', import.meta.url);
const secondPart = { first: null, split: false, instance: null, loading: null, failed: null };

function linkSecondPart(module) {
  if (!secondPart.instance) {
    secondPart.instance = new WebAssembly.Instance(module, { primary: secondPart.first.exports });
  }
}

function fetchSecondPartNow() {
  if (secondPart.failed) throw secondPart.failed;
  const request = new XMLHttpRequest();
  request.open('GET', SECOND_PART, false);
  // Bytes through a synchronous request: one byte per character.
  request.overrideMimeType('text/plain; charset=x-user-defined');
  try {
    request.send();
    if (request.status !== 200) throw new Error(`HTTP ${request.status}`);
    const text = request.responseText;
    const bytes = new Uint8Array(text.length);
    for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i) & 0xff;
    linkSecondPart(new WebAssembly.Module(bytes));
  } catch (error) {
    secondPart.failed = new Error(`The second part of the game (${SECOND_PART.pathname}) did not load: ${error.message ?? error}`);
    loadFailed(secondPart.failed);
    throw secondPart.failed;
  }
}

// The failure box over the page (the one a panic shows, src/web/panic.rs), with the words the
// game gave it for this case: the call that needed the second part cannot finish, so the page
// must be reloaded.
function loadFailed(error) {
  const box = document.getElementById('crash-box');
  const words = (name) => box?.dataset[`loadFailed${name}`];
  if (!box || !words('Title')) {
    fatal(error);
    return;
  }
  document.getElementById('crash-title').textContent = words('Title');
  document.getElementById('crash-words').textContent = words('Words');
  document.getElementById('crash-reload').textContent = words('Reload');
  document.getElementById('crash-details').value = error.message;
  console.error(error);
  box.hidden = false;
  document.getElementById('crash-reload').focus();
}

const placeholders = new Proxy({}, {
  get: (_, index) => (...args) => {
    if (!secondPart.instance) fetchSecondPartNow();
    return secondPart.first.exports.table.get(Number(index))(...args);
  },
});

// Fetches and links the second part in the background (once); a failure is only a warning here:
// a placeholder called later tries again, synchronously, and says so if that fails too.
function fetchSecondPart() {
  if (!secondPart.split) return Promise.resolve();
  secondPart.loading ??= (async () => {
    try {
      const response = await fetch(SECOND_PART);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      linkSecondPart(await WebAssembly.compile(await response.arrayBuffer()));
    } catch (error) {
      secondPart.loading = null;
      console.warn('Racetrack: the second part of the game did not load yet:', error);
    }
  })();
  return secondPart.loading;
}

// wasm-bindgen's glue instantiates the first part: add the placeholders to its imports and
// keep the instance, whose memory, table and functions the second part imports.
for (const name of ['instantiateStreaming', 'instantiate']) {
  const original = WebAssembly[name];
  if (typeof original !== 'function') continue;
  WebAssembly[name] = async (source, imports) => {
    const result = await original(source, { ...imports, placeholder: placeholders });
    const instance = result.instance ?? result;
    const module = result.module ?? source;
    if (!secondPart.first && instance instanceof WebAssembly.Instance) {
      secondPart.first = instance;
      secondPart.split = module instanceof WebAssembly.Module &&
        WebAssembly.Module.imports(module).some((i) => i.module === 'placeholder');
    }
    return result;
  };
}

function fatal(error) {
  const banner = document.getElementById('error-banner');
  const text = document.getElementById('error-text');
  text.textContent = `The game could not start: ${error && error.message ? error.message : error}`;
  banner.hidden = false;
  console.error(error);
}

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

try {
  await init({ module_or_path: new URL('../pkg/racetrack_bg.wasm', import.meta.url) });
  // Only the menu runs on the first part alone: a page opened on a level, a link, the editor
  // or a race waits for both.
  if (!['', '#', '#/'].includes(window.location.hash)) await fetchSecondPart();
  // `page` keeps the Rust app alive; `benchSolve` and `benchCoach` are for the browser
  // performance report.
  window.racetrack = { page: start(), benchSolve, benchCoach };
  // After the game has started and the page has loaded, so neither the second part nor caching
  // slows the first paint.
  const afterLoad = () => {
    fetchSecondPart();
    registerServiceWorker();
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
} catch (error) {
  fatal(error);
}
