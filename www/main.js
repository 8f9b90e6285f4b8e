// Bootstrap: load the wasm module and hand the page to Rust. Everything else lives in Rust;
// this file only shows errors that happen before Rust can (a missing or broken module) and
// registers the service worker that keeps the game playable offline.
import init, { start, benchSolve, benchCoach } from '../pkg/racetrack.js';

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
  // `page` keeps the Rust app alive; `benchSolve` and `benchCoach` are for the browser
  // performance report.
  window.racetrack = { page: start(), benchSolve, benchCoach };
  // After the game has started and the page has loaded, so caching never slows the first paint.
  if (document.readyState === 'complete') registerServiceWorker();
  else window.addEventListener('load', registerServiceWorker, { once: true });
} catch (error) {
  fatal(error);
}
