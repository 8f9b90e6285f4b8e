// Bootstrap: load the wasm module and hand the page to Rust. Everything else lives in src/web.rs;
// this file only shows errors that happen before Rust can (a missing or broken module).
import init, { start, benchSolve } from '../pkg/racetrack.js';

function fatal(error) {
  const banner = document.getElementById('error-banner');
  const text = document.getElementById('error-text');
  text.textContent = `The game could not start: ${error && error.message ? error.message : error}`;
  banner.hidden = false;
  console.error(error);
}

try {
  await init({ module_or_path: new URL('../pkg/racetrack_bg.wasm', import.meta.url) });
  // `page` keeps the Rust app alive; `benchSolve` is for the browser performance report.
  window.racetrack = { page: start(), benchSolve };
} catch (error) {
  fatal(error);
}
