// The wasm's second part (`cargo xtask dist` splits the module with binaryen's wasm-split: the
// functions the menu runs, and the rest). The first part imports a placeholder for each function
// of the second; the second part, once linked, puts the real functions in the shared table.
//
// The second part is always reached asynchronously, through `fetch` (so the service worker's
// offline cache answers it): in the background after the page has loaded, and before the page
// starts anywhere but the menu or a level. Until it is linked, the player's input (clicks, keys,
// form changes, address changes) is held at the window, a status says the game is loading, and
// the held input is handed to the game once the part is in (a form control with the value the
// player gave it, whatever the page showed meanwhile); but a level plays at once (the
// board's taps and keys, its zoom buttons, the hint's "Got it" and Undo go to the game, and a
// level card's tap opens it). Each fetch is retried with backoff
// before the page says that it could not load.
//
// A placeholder reached before the part is in (a level's path that the profile did not take,
// or one of its buttons that leaves for another screen) falls back to a synchronous request,
// which the service worker does not see; it is the last resort, not the way the part is
// loaded.

const SECOND_PART = new URL('../pkg/racetrack_bg_2.wasm', import.meta.url);

// Waits before the second, third, ... attempt; the last failure is reported (after about 15 s
// of waits and six tries).
const RETRY_DELAYS_MS = [500, 1000, 2000, 4000, 8000];
// An attempt whose answer has not begun in this time is abandoned (and retried): long enough for
// a slow network or a busy server, short enough that a request lost on the way is not waited for
// forever.
const ANSWER_TIMEOUT_MS = 15000;

const state = { first: null, split: false, instance: null, loading: null, failed: null };

function link(module) {
  if (!state.instance) {
    state.instance = new WebAssembly.Instance(module, { primary: state.first.exports });
    releaseInput();
  }
}

function describe(error) {
  return new Error(`The second part of the game (${SECOND_PART.pathname}) did not load: ${error?.message ?? error}`);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function attempt() {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(new Error(`no answer in ${ANSWER_TIMEOUT_MS / 1000} s`)), ANSWER_TIMEOUT_MS);
  let response;
  try {
    response = await fetch(SECOND_PART, { signal: abort.signal });
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  link(await WebAssembly.compile(await response.arrayBuffer()));
}

async function fetchWithRetries() {
  for (let tries = 0; ; tries++) {
    try {
      await attempt();
      return;
    } catch (error) {
      if (tries >= RETRY_DELAYS_MS.length) throw describe(error);
      console.warn(`Racetrack: the second part of the game did not load (try ${tries + 1}), trying again:`, error);
      await sleep(RETRY_DELAYS_MS[tries]);
    }
  }
}

/** Fetches and links the second part (once; a new round of tries after a failed one). Resolves
 * when it is linked, or at once when the module is whole; rejects after the last try. */
export function secondPart() {
  if (!state.split || state.instance) return Promise.resolve();
  state.loading ??= fetchWithRetries().catch((error) => {
    state.loading = null;
    throw error;
  });
  return state.loading;
}

// The last resort: a placeholder called before the part is in (see the top of this file).
function fetchNow() {
  if (state.failed) throw state.failed;
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
    link(new WebAssembly.Module(bytes));
  } catch (error) {
    state.failed = describe(error);
    loadFailed(state.failed);
    throw state.failed;
  }
}

const placeholders = new Proxy({}, {
  get: (_, index) => (...args) => {
    if (!state.instance) fetchNow();
    return state.first.exports.table.get(Number(index))(...args);
  },
});

/** Makes wasm-bindgen's glue give the first part its placeholders, and keeps the instance
 * (its memory, table and functions are the second part's imports). */
export function hookInstantiate() {
  for (const name of ['instantiateStreaming', 'instantiate']) {
    const original = WebAssembly[name];
    if (typeof original !== 'function') continue;
    WebAssembly[name] = async (source, imports) => {
      const result = await original(source, { ...imports, p: placeholders });
      const instance = result.instance ?? result;
      const module = result.module ?? source;
      if (!state.first && instance instanceof WebAssembly.Instance) {
        state.first = instance;
        state.split = module instanceof WebAssembly.Module &&
          WebAssembly.Module.imports(module).some((i) => i.module === 'p');
      }
      return result;
    };
  }
}

// Input held until the part is in, in the order it came: each event, and the value its form
// control held then (a render before the part is in shows the game's value again, and the event
// handed over later must carry the player's).
const held = [];

/** What a form control holds (a box's tick, a field's or a menu's value), else nothing (a file
 * picker keeps its files: its value cannot be set). */
function controlState(target) {
  if (target instanceof HTMLInputElement && target.type === 'file') return null;
  if (target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio')) {
    return { checked: target.checked };
  }
  if (target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement) {
    return { value: target.value };
  }
  return null;
}
// Events that change what the game shows; a click's own action (following a link, ticking a
// box, sending a form) is held with it and happens when the click is handed over.
const HELD_KINDS = ['click', 'keydown', 'input', 'change', 'submit', 'hashchange', 'popstate', 'drop'];
let holding = false;

/** Whether the page at `hash` runs on the first part alone: the menu and a level (the
 * functions they run, a level played to its win included, are the first part's: the profile of
 * `cargo xtask dist`). */
export function onFirstPart(hash) {
  return ['', '#', '#/'].includes(hash) || hash.startsWith('#/level/');
}

// What a level's play runs on the first part (the profile's level starts take these): the
// board (taps, clicks, keys), its zoom in and out, the hint's "Got it" and Undo.
const PLAYED_ON_FIRST_PART = '#game-canvas, #zoom-in, #zoom-out, #hint-dismiss, #undo';

// Input that goes to the game at once, before the second part: a level card's tap, the address
// of a level, and on a level being played what its play runs on the first part.
function playsOnFirstPart(event) {
  if (event.type === 'hashchange') return onFirstPart(new URL(event.newURL).hash);
  // Back and Forward: the address they lead to (their hashchange follows, and goes through).
  if (event.type === 'popstate') return onFirstPart(window.location.hash);
  if (!(event.target instanceof Element)) return false;
  if (document.body.dataset.screen === 'play' && event.target.closest(PLAYED_ON_FIRST_PART)) return true;
  return event.type === 'click' && Boolean(event.target.closest('#level-list'));
}

function hold(event) {
  if (!state.split || state.instance || playsOnFirstPart(event)) return;
  event.stopImmediatePropagation();
  if (event.type === 'click' || event.type === 'drop') event.preventDefault();
  held.push({ event, state: event.type === 'input' || event.type === 'change' ? controlState(event.target) : null });
  showLoading(true);
  secondPart().catch(loadFailed);
}

/** Holds the player's input at the window until the second part is in (call before the game
 * starts, so these listeners come first). */
export function holdInput() {
  holding = true;
  for (const kind of HELD_KINDS) window.addEventListener(kind, hold, { capture: true });
}

// The same event again, for the game's listeners (and, for a click, its default action).
function again(event) {
  const init = { bubbles: event.bubbles, cancelable: event.cancelable, composed: event.composed };
  switch (event.type) {
    case 'hashchange':
      return new HashChangeEvent('hashchange', { ...init, oldURL: event.oldURL, newURL: event.newURL });
    case 'popstate':
      return new PopStateEvent('popstate', { ...init, state: event.state });
    case 'drop':
      return new DragEvent('drop', { ...init, dataTransfer: event.dataTransfer, clientX: event.clientX, clientY: event.clientY });
    default:
      // MouseEvent, KeyboardEvent, InputEvent, SubmitEvent ...: their fields are the init's.
      return new event.constructor(event.type, event);
  }
}

function stopHolding() {
  holding = false;
  for (const kind of HELD_KINDS) window.removeEventListener(kind, hold, { capture: true });
  showLoading(false);
}

function releaseInput() {
  if (!holding) return;
  stopHolding();
  // After the caller has finished linking: the game's handlers run on the whole module.
  setTimeout(() => {
    for (const { event, state } of held.splice(0)) {
      const target = event.type === 'hashchange' || event.type === 'popstate' ? window : event.target;
      if (state) {
        try {
          Object.assign(target, state);
        } catch {
          // A control that refuses the value keeps its own.
        }
      }
      target.dispatchEvent(again(event));
    }
  });
}

// The status line that says the game is loading (its words come from the game, set by
// `start()` as the element's `data-words`).
function showLoading(on) {
  const status = document.getElementById('part-loading');
  if (!status) return;
  if (on) status.textContent = status.dataset.words ?? '';
  status.hidden = !on || !status.textContent;
}

/** The failure box over the page (the one a panic shows, src/web/panic.rs), with the words the
 * game gave it for this case; the banner when the game has not started. The held input is
 * dropped (the call that needed the part cannot finish: the page must be reloaded). */
export function loadFailed(error) {
  stopHolding();
  const box = document.getElementById('crash-box');
  const words = (name) => box?.dataset[`loadFailed${name}`];
  if (!box || !words('Title')) {
    fatal(error);
    return;
  }
  if (!box.hidden) return;
  document.getElementById('crash-title').textContent = words('Title');
  document.getElementById('crash-words').textContent = words('Words');
  document.getElementById('crash-reload').textContent = words('Reload');
  document.getElementById('crash-details').value = error.message;
  console.error(error);
  box.hidden = false;
  document.getElementById('crash-reload').focus();
}

/** The banner for a game that could not start. */
export function fatal(error) {
  const banner = document.getElementById('error-banner');
  const text = document.getElementById('error-text');
  text.textContent = `The game could not start: ${error && error.message ? error.message : error}`;
  banner.hidden = false;
  console.error(error);
}
