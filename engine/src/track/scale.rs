//! Scaling a track: every point becomes an `n` x `n` block of the same cell. The benchmark's
//! tracks (barto-big x2 ... x10) are made this way from the shipped barto-big level.

use thiserror::Error;

use super::{ParseTrackError, Track};
use crate::grid::Grid;

/// Why a track could not be scaled.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ScaleError {
    /// A factor of 0.
    #[error("the scale must be at least 1")]
    Zero,
    /// Gates and trains move a point a turn: their timing has no scaled counterpart.
    #[error("a track with moving elements cannot be scaled")]
    MovingElements,
    /// The scaled grid is over the track size limits.
    #[error("scaled {1} times, {0}")]
    TooLarge(ParseTrackError, usize),
}

impl Track {
    /// This track with every point an `factor` x `factor` block of the same cell.
    ///
    /// ```
    /// let track: racetrack::Track = ">.*".parse().unwrap();
    /// assert_eq!(track.scaled(2).unwrap().to_string(), ">>..**\n>>..**\n");
    /// assert!(track.scaled(0).is_err());
    /// ```
    pub fn scaled(&self, factor: usize) -> Result<Track, ScaleError> {
        if factor == 0 {
            return Err(ScaleError::Zero);
        }
        if self.has_elements() {
            return Err(ScaleError::MovingElements);
        }
        let too_large = |e| ScaleError::TooLarge(e, factor);
        let (rows, cols) = (self.rows(), self.cols());
        let (big_rows, big_cols) = match (rows.checked_mul(factor), cols.checked_mul(factor)) {
            (Some(r), Some(c)) => (r, c),
            _ => {
                return Err(too_large(ParseTrackError::SideTooLong {
                    rows: rows.saturating_mul(factor),
                    cols: cols.saturating_mul(factor),
                }));
            }
        };
        super::check_size(big_rows, big_cols).map_err(too_large)?;
        let mut cells = Vec::with_capacity(big_rows * big_cols);
        for row in self.cells().chunks(cols) {
            let wide: Vec<_> = row
                .iter()
                .flat_map(|&cell| std::iter::repeat_n(cell, factor))
                .collect();
            for _ in 0..factor {
                cells.extend_from_slice(&wide);
            }
        }
        let grid = Grid::from_vec(big_rows, big_cols, cells).expect("rows times columns cells");
        Track::from_grid(grid).map_err(too_large)
    }
}
