//! FNV-1a, 64 bits: a tiny hash, stable across builds, platforms and toolchains. It names the
//! record tables (`top_runs::TrackKey`) and the offline cache's version (`cargo xtask dist`).

/// FNV-1a's 64-bit offset basis.
const OFFSET_BASIS: u64 = 0xcbf2_9ce4_8422_2325;
/// FNV-1a's 64-bit prime.
const PRIME: u64 = 0x0100_0000_01b3;

/// FNV-1a, 64 bits, fed in pieces: the hash of all the pieces written, in order, is the hash of
/// their concatenation.
///
/// ```
/// use racetrack::hash::{Fnv1a, fnv1a64};
/// let mut hash = Fnv1a::default();
/// hash.write(b"foo");
/// hash.write(b"bar");
/// assert_eq!(hash.finish(), fnv1a64(b"foobar"));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fnv1a(u64);

impl Default for Fnv1a {
    fn default() -> Fnv1a {
        Fnv1a(OFFSET_BASIS)
    }
}

impl Fnv1a {
    /// Feeds `bytes`: for each byte, xor it in, then multiply by the prime (wrapping).
    pub fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.0 = (self.0 ^ u64::from(byte)).wrapping_mul(PRIME);
        }
    }

    /// The hash of everything written so far.
    pub fn finish(self) -> u64 {
        self.0
    }
}

/// FNV-1a, 64 bits, of `bytes`: offset basis `0xcbf29ce484222325`, prime `0x100000001b3`.
///
/// ```
/// use racetrack::hash::fnv1a64;
/// assert_eq!(fnv1a64(b""), 0xcbf29ce484222325);
/// assert_eq!(fnv1a64(b"a"), 0xaf63dc4c8601ec8c);
/// ```
pub fn fnv1a64(bytes: &[u8]) -> u64 {
    let mut hash = Fnv1a::default();
    hash.write(bytes);
    hash.finish()
}
