//! Pictures to tracks (one point per block of pixels, by majority vote) and tracks to pictures.

use crate::grid::Grid;
use crate::track::{Cell, MAX_TRACK_POINTS, MAX_TRACK_SIDE, ParseTrackError, Track};

use super::palette::{Votes, classify_rgba, majority, slot};
use super::{FINISH, ImageError, MAX_IMAGE_PIXELS, OBSTACLE, Picture, ROAD, START};

/// The grid of cells a picture makes with `cell` x `cell` pixel blocks, without checking for a
/// start and a finish (a preview may show an unfinished drawing).
///
/// The grid has `height / cell` rows and `width / cell` columns, rounded down: a partial block
/// at the right or bottom edge is dropped. Each block becomes the cell most of its pixels are
/// (see [`classify_rgba`] and [`TOLERANCE`](super::TOLERANCE)): an obstacle when at least half
/// its pixels are obstacles; otherwise start when start pixels are at least a third of the free
/// ones (and no fewer than finish pixels), finish when they are at least a third, else road.
///
/// Errors: a `cell` of 0, a `cell` larger than a side of the picture, a buffer of the wrong
/// length, or a grid over [`MAX_TRACK_SIDE`] or [`MAX_TRACK_POINTS`].
pub fn to_grid(picture: &Picture, cell: u32) -> Result<Grid<Cell>, ImageError> {
    let (rows, cols) = grid_size(picture, cell)?;
    let cell = cell as usize;
    let width = picture.width as usize;
    let mut cells = Vec::with_capacity(rows * cols);
    let mut votes: Vec<Votes> = vec![[0; 4]; cols];
    for row in 0..rows {
        votes.fill([0; 4]);
        for y in row * cell..(row + 1) * cell {
            let line = &picture.rgba[y * width * 4..(y * width + cols * cell) * 4];
            for (block, pixels) in votes.iter_mut().zip(line.chunks_exact(cell * 4)) {
                for px in pixels.chunks_exact(4) {
                    block[slot(classify_rgba([px[0], px[1], px[2], px[3]]))] += 1;
                }
            }
        }
        cells.extend(votes.iter().map(majority));
    }
    Ok(Grid::from_vec(rows, cols, cells).expect("rows * cols cells pushed"))
}

/// The track a picture makes with `cell` x `cell` pixel blocks: [`to_grid`], then the checks of
/// a track (a start and a finish point), failing with [`ImageError::Track`].
pub fn to_track(picture: &Picture, cell: u32) -> Result<Track, ImageError> {
    Ok(Track::from_grid(to_grid(picture, cell)?)?)
}

/// Rows and columns of the grid for `cell`, or why there is none.
fn grid_size(picture: &Picture, cell: u32) -> Result<(usize, usize), ImageError> {
    if !picture.is_consistent() {
        return Err(ImageError::BufferSize {
            width: picture.width,
            height: picture.height,
            len: picture.rgba.len(),
        });
    }
    if cell == 0 {
        return Err(ImageError::ZeroCell);
    }
    if cell > picture.width || cell > picture.height {
        return Err(ImageError::CellTooLarge {
            cell,
            width: picture.width,
            height: picture.height,
        });
    }
    let (rows, cols) = (
        (picture.height / cell) as usize,
        (picture.width / cell) as usize,
    );
    if rows > MAX_TRACK_SIDE || cols > MAX_TRACK_SIDE {
        Err(ParseTrackError::SideTooLong { rows, cols }.into())
    } else if rows * cols > MAX_TRACK_POINTS {
        Err(ParseTrackError::TooManyPoints { rows, cols }.into())
    } else {
        Ok((rows, cols))
    }
}

/// Draws a track in the reference colours, each point a `cell` x `cell` block: [`ROAD`],
/// [`START`], [`FINISH`] and [`OBSTACLE`]. Opaque. [`to_track`] with the same `cell` reads the
/// track back.
///
/// `cell` is taken as at least 1 and at most what keeps the picture within
/// [`MAX_IMAGE_PIXELS`](super::MAX_IMAGE_PIXELS).
pub fn track_picture(track: &Track, cell: u32) -> Picture {
    let points = (track.rows() * track.cols()).max(1) as u64;
    let largest = (MAX_IMAGE_PIXELS / points).isqrt().max(1) as u32;
    let cell = cell.clamp(1, largest);
    let width = track.cols() as u32 * cell;
    let height = track.rows() as u32 * cell;
    let mut rgba = Vec::with_capacity(width as usize * height as usize * 4);
    for line in track.grid().lines() {
        let mut row = Vec::with_capacity(width as usize * 4);
        for &c in line {
            let [r, g, b] = colour(c);
            for _ in 0..cell {
                row.extend_from_slice(&[r, g, b, 255]);
            }
        }
        for _ in 0..cell {
            rgba.extend_from_slice(&row);
        }
    }
    Picture {
        width,
        height,
        rgba,
    }
}

/// The reference colour of a cell.
fn colour(cell: Cell) -> [u8; 3] {
    match cell {
        Cell::Obstacle => OBSTACLE,
        Cell::Road => ROAD,
        Cell::Start => START,
        Cell::Finish => FINISH,
        // Image tracks have no terrain colours yet: a terrain or a checkpoint is drawn as the
        // road it is, a ground off the track as an obstacle.
        Cell::Ice | Cell::Dirt | Cell::Ramp | Cell::Checkpoint(_) => ROAD,
        Cell::Off(_) => OBSTACLE,
    }
}
