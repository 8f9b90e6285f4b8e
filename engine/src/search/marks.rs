//! The solvers' marks: 4 bits per configuration of the space ([`super::space`]), in a dense
//! table when the space is small enough, else a hash map of only the configurations met.

use std::collections::HashMap;

use rustc_hash::FxBuildHasher;

use super::space::{Index, MAX_DENSE_CONFIGURATIONS, MAX_SPARSE_MARKS, UNSEEN};

/// A 4-bit mark per configuration: a dense table when the space is small enough, else a hash
/// map holding only the configurations met.
pub(crate) enum Marks {
    Dense(Vec<u8>),
    Sparse(HashMap<Index, u8, FxBuildHasher>),
}

impl Marks {
    /// All configurations of a space of `size` `UNSEEN`.
    pub fn new(size: u64) -> Marks {
        if size <= MAX_DENSE_CONFIGURATIONS {
            Marks::Dense(vec![0; (size as usize).div_ceil(2)])
        } else {
            Marks::Sparse(HashMap::default())
        }
    }

    #[inline(always)]
    pub fn get(&self, i: Index) -> u8 {
        match self {
            Marks::Dense(nibbles) => (nibbles[(i >> 1) as usize] >> ((i & 1) * 4)) & 0xf,
            Marks::Sparse(map) => map.get(&i).copied().unwrap_or(UNSEEN),
        }
    }

    #[inline(always)]
    pub fn set(&mut self, i: Index, mark: u8) {
        match self {
            Marks::Dense(nibbles) => {
                let byte = &mut nibbles[(i >> 1) as usize];
                let shift = (i & 1) * 4;
                *byte = (*byte & !(0xf << shift)) | (mark << shift);
            }
            Marks::Sparse(map) => {
                map.insert(i, mark);
            }
        }
    }

    /// Whether a hash-map store has reached [`MAX_SPARSE_MARKS`].
    #[inline(always)]
    pub fn full(&self) -> bool {
        matches!(self, Marks::Sparse(map) if map.len() >= MAX_SPARSE_MARKS)
    }

    /// Bytes held (for a hash map, its buckets and control bytes).
    pub fn bytes(&self) -> usize {
        match self {
            Marks::Dense(nibbles) => nibbles.len(),
            Marks::Sparse(map) => map.capacity() * (std::mem::size_of::<(Index, u8)>() + 1),
        }
    }
}
