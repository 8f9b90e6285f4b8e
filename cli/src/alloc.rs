//! Peak memory for `bench`: a counting wrapper around the system allocator, installed only in a
//! build with the `count-alloc` feature (every other run of `racetrack` uses the plain system
//! allocator).

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// Heap bytes currently allocated by this process.
static LIVE_BYTES: AtomicUsize = AtomicUsize::new(0);
/// Most heap bytes live at once since [`measure`] last reset it.
static PEAK_BYTES: AtomicUsize = AtomicUsize::new(0);

/// The system allocator, counting live bytes and their peak so `bench` can report what a search
/// needs. Every call is forwarded to the same `System` method (`alloc_zeroed` keeps the lazily
/// zeroed pages, `realloc` may grow in place), so timings are those of the plain allocator.
#[cfg_attr(not(feature = "count-alloc"), allow(dead_code))]
struct CountingAllocator;

#[cfg_attr(not(feature = "count-alloc"), allow(dead_code))]
impl CountingAllocator {
    fn grew(bytes: usize) {
        let live = LIVE_BYTES.fetch_add(bytes, Ordering::Relaxed) + bytes;
        PEAK_BYTES.fetch_max(live, Ordering::Relaxed);
    }

    fn shrank(bytes: usize) {
        LIVE_BYTES.fetch_sub(bytes, Ordering::Relaxed);
    }
}

// SAFETY: every method forwards to `System` with the caller's arguments unchanged; the counters
// are only updated after a successful allocation and never affect the returned memory.
unsafe impl GlobalAlloc for CountingAllocator {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: forwarded contract.
        let ptr = unsafe { System.alloc(layout) };
        if !ptr.is_null() {
            Self::grew(layout.size());
        }
        ptr
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: forwarded contract.
        let ptr = unsafe { System.alloc_zeroed(layout) };
        if !ptr.is_null() {
            Self::grew(layout.size());
        }
        ptr
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: forwarded contract.
        unsafe { System.dealloc(ptr, layout) };
        Self::shrank(layout.size());
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: forwarded contract.
        let new_ptr = unsafe { System.realloc(ptr, layout, new_size) };
        if !new_ptr.is_null() {
            if new_size >= layout.size() {
                Self::grew(new_size - layout.size());
            } else {
                Self::shrank(layout.size() - new_size);
            }
        }
        new_ptr
    }
}

#[cfg(feature = "count-alloc")]
#[global_allocator]
static ALLOCATOR: CountingAllocator = CountingAllocator;

/// Whether heap bytes are counted (a build with the `count-alloc` feature).
pub const COUNTING: bool = cfg!(feature = "count-alloc");

/// Runs `f`, returning its value, its wall-clock time and the most heap bytes that were live at
/// once during the run beyond those live before it (0 unless [`COUNTING`]).
pub fn measure<T>(f: impl FnOnce() -> T) -> (T, Duration, usize) {
    let base = LIVE_BYTES.load(Ordering::Relaxed);
    PEAK_BYTES.store(base, Ordering::Relaxed);
    let start = Instant::now();
    let value = f();
    let elapsed = start.elapsed();
    let peak = PEAK_BYTES.load(Ordering::Relaxed).saturating_sub(base);
    (value, elapsed, peak)
}
