//! Work kept in a function of its own for the wasm's split.
//!
//! Inlining folds a function called from one place into its caller, so the page's dispatchers
//! (`ui::dispatch::handle`, the shell's effects) would each become one function holding every
//! screen's work, all of it in the wasm's first part. Run through [`apart`], the work of the
//! screens the page's start does not reach (online play, tournaments, the editor, files,
//! replays) stays a function of its own, which the split leaves to the second part
//! (`xtask/src/split.rs`). Natively it costs one call per message.

/// Runs `f` as a function of its own (never inlined into the caller).
#[inline(never)]
pub(crate) fn apart<R>(f: impl FnOnce() -> R) -> R {
    f()
}
