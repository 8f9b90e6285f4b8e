//! The procedural decor: a picture drawn under a track's grid, painted deterministically from
//! the track alone. The levels' `NAME.decor.png` files are painted by it (`cargo xtask decor`),
//! and the page paints it for any other track it draws (daily, random, pasted, shared, replays,
//! online rooms) up to [`MAX_PAINTED_CELLS`] points.
//!
//! Track point `(r, c)` covers pixels `[c * CELL, (c + 1) * CELL) x [r * CELL, (r + 1) * CELL)`,
//! so the asphalt lies exactly on the road points. Obstacles are grass with mowing stripes, red
//! and white kerbs where they meet the road, grandstands two points from the road and trees
//! farther away; the finish is chequered and each start point has a grid box. Karopapier's grounds
//! off the track are drawn as what they are (sand, mud, gold, lava, snow, tar, mountain, water,
//! the parc fermé's concrete), behind the same kerbs. Every colour comes from a small fixed
//! palette, so the PNGs are 8-bit palette images.

use crate::grid::Point;
use crate::image::Picture;
use crate::track::Track;
use crate::track::{Cell, Ground};

/// The most points a track may have to be painted (its picture is `CELL * CELL * 4` bytes a
/// point: 16 MiB at the limit).
pub const MAX_PAINTED_CELLS: usize = 16_384;

/// Whether the track is small enough to paint ([`MAX_PAINTED_CELLS`]).
pub fn fits_painting(track: &Track) -> bool {
    track.rows() * track.cols() <= MAX_PAINTED_CELLS
}

/// Pixels per track point.
pub const CELL: u32 = 16;

/// Width of a kerb, in pixels, on the obstacle side of the road's edge.
const KERB: u32 = 4;
/// Length of one red or white kerb stripe.
const KERB_STRIPE: u32 = 8;

type Rgb = [u8; 3];

const ASPHALT: [Rgb; 3] = [[0x5A, 0x5D, 0x62], [0x53, 0x56, 0x5B], [0x62, 0x65, 0x6A]];
const GRASS: [Rgb; 3] = [[0x4C, 0x9A, 0x3F], [0x46, 0x91, 0x3A], [0x53, 0xA3, 0x45]];
const GRASS_LIGHT: [Rgb; 3] = [[0x58, 0xA8, 0x48], [0x51, 0x9F, 0x43], [0x5F, 0xB0, 0x4E]];
const KERB_RED: Rgb = [0xD3, 0x2F, 0x2F];
const KERB_WHITE: Rgb = [0xF2, 0xF2, 0xF2];
const LINE_WHITE: Rgb = [0xEE, 0xEE, 0xEE];
const CHEQUER_DARK: Rgb = [0x1E, 0x1E, 0x1E];
const SHADOW: Rgb = [0x2F, 0x6B, 0x2A];
const CANOPY: Rgb = [0x1F, 0x5E, 0x24];
const CANOPY_LIGHT: Rgb = [0x2E, 0x7D, 0x32];
const CONCRETE: Rgb = [0xB0, 0xAC, 0xA4];
const CONCRETE_DARK: Rgb = [0x8E, 0x8A, 0x83];
const CROWD: [Rgb; 6] = [
    [0xE5, 0x39, 0x35],
    [0x1E, 0x88, 0xE5],
    [0xFD, 0xD8, 0x35],
    [0xFF, 0xFF, 0xFF],
    [0x8E, 0x24, 0xAA],
    [0xFB, 0x8C, 0x00],
];

/// The decor of a track: `cols * CELL` x `rows * CELL` pixels.
pub fn paint(track: &Track) -> Picture {
    let (width, height) = (track.cols() as u32 * CELL, track.rows() as u32 * CELL);
    let distance = road_distance(track);
    let mut rgba = Vec::with_capacity(width as usize * height as usize * 4);
    for y in 0..height {
        for x in 0..width {
            let [r, g, b] = pixel(track, &distance, x, y);
            rgba.extend_from_slice(&[r, g, b, 255]);
        }
    }
    Picture {
        width,
        height,
        rgba,
    }
}

/// For every point, how many points away the nearest road point is (king moves): one
/// breadth-first pass from every road point at once.
fn road_distance(track: &Track) -> Vec<u32> {
    let mut distance = vec![u32::MAX; track.rows() * track.cols()];
    let mut queue = std::collections::VecDeque::new();
    for (p, cell) in track.grid().iter_points() {
        if cell.is_free() {
            if let Some(i) = track.index(p) {
                distance[i] = 0;
                queue.push_back(p);
            }
        }
    }
    while let Some(p) = queue.pop_front() {
        let d = track.index(p).map_or(u32::MAX, |i| distance[i]);
        for dr in -1..=1 {
            for dc in -1..=1 {
                let q = Point::new(p.row + dr, p.col + dc);
                if let Some(j) = track.index(q) {
                    if distance[j] == u32::MAX {
                        distance[j] = d + 1;
                        queue.push_back(q);
                    }
                }
            }
        }
    }
    distance
}

/// The colour of pixel `(x, y)`.
fn pixel(track: &Track, distance: &[u32], x: u32, y: u32) -> Rgb {
    let p = Point::new((y / CELL) as i32, (x / CELL) as i32);
    let (dx, dy) = (x % CELL, y % CELL);
    match track.cell(p) {
        // Terrains are road to the decor: the grid draws their marks over it.
        Cell::Road | Cell::Ice | Cell::Dirt | Cell::Ramp | Cell::Checkpoint(_) => asphalt(x, y),
        Cell::Start => start_box(x, y, dx, dy),
        Cell::Finish => {
            if (x / 4 + y / 4) % 2 == 0 {
                LINE_WHITE
            } else {
                CHEQUER_DARK
            }
        }
        cell @ (Cell::Obstacle | Cell::Off(_)) => {
            if let Some(along) = kerb(track, p, dx, dy) {
                return if (along / KERB_STRIPE) % 2 == 0 {
                    KERB_RED
                } else {
                    KERB_WHITE
                };
            }
            if let Cell::Off(g) = cell {
                return ground(g, x, y);
            }
            let d = distance[track.index(p).unwrap_or(0)];
            let near = |dc: i32| {
                let q = Point::new(p.row, p.col + dc);
                track.index(q).map_or(0, |i| distance[i])
            };
            if d == 2 && near(-1) >= 2 && near(1) >= 2 {
                grandstand(x, y, dx, dy)
            } else if d >= 3 {
                tree(x, y, p).unwrap_or_else(|| grass(x, y))
            } else {
                grass(x, y)
            }
        }
    }
}

/// A ground off the track: its colour, with specks of a second shade (waves on water, veins
/// on lava, bay lines on the parc fermé's concrete).
fn ground(g: Ground, x: u32, y: u32) -> Rgb {
    let (base, speck): (Rgb, Rgb) = match g {
        Ground::ParcFerme if x % CELL == 0 => return LINE_WHITE,
        Ground::ParcFerme => (CONCRETE, CONCRETE_DARK),
        Ground::Sand => ([0xE4, 0xCF, 0x94], [0xCF, 0xB5, 0x76]),
        Ground::Mud => ([0x6B, 0x4A, 0x2F], [0x57, 0x3B, 0x24]),
        Ground::Gold => ([0xD4, 0xA7, 0x2C], [0xF5, 0xD0, 0x5A]),
        Ground::Lava if (x + 2 * y / 3) % 11 == 0 => return [0xFF, 0xB3, 0x00],
        Ground::Lava => ([0xB7, 0x1C, 0x1C], [0xE6, 0x51, 0x00]),
        Ground::Snow => ([0xF4, 0xF7, 0xFA], [0xDD, 0xE6, 0xEE]),
        Ground::Tar => ([0x2B, 0x2B, 0x2E], [0x3A, 0x3A, 0x3E]),
        Ground::Mountain => ([0x8D, 0x7B, 0x6A], [0x6D, 0x5D, 0x4F]),
        Ground::Water if (x / 3 + y) % 8 == 0 => return [0x9F, 0xD3, 0xFF],
        Ground::Water => ([0x1F, 0x78, 0xC8], [0x2F, 0x8A, 0xD8]),
    };
    if hash(x / 2, y / 2, 3) % 5 == 0 {
        speck
    } else {
        base
    }
}

/// Asphalt: mostly one grey, a few lighter and darker specks.
fn asphalt(x: u32, y: u32) -> Rgb {
    match hash(x, y, 1) % 10 {
        0 => ASPHALT[1],
        1 => ASPHALT[2],
        _ => ASPHALT[0],
    }
}

/// A start point: asphalt with a white grid box open towards the right (the way the cars go
/// off the line).
fn start_box(x: u32, y: u32, dx: u32, dy: u32) -> Rgb {
    let inside = (3..CELL - 3).contains(&dx) && (3..CELL - 3).contains(&dy);
    let border = dx < 5 || !(5..CELL - 5).contains(&dy);
    if inside && border {
        LINE_WHITE
    } else {
        asphalt(x, y)
    }
}

/// Grass in diagonal mowing stripes with a speckled texture in 2 x 2 pixel tufts.
fn grass(x: u32, y: u32) -> Rgb {
    let shades = if ((x + y) / 24) % 2 == 0 {
        &GRASS
    } else {
        &GRASS_LIGHT
    };
    match hash(x / 2, y / 2, 2) % 8 {
        0 => shades[1],
        1 => shades[2],
        _ => shades[0],
    }
}

/// Where on a kerb the pixel `(dx, dy)` of obstacle point `p` lies (a coordinate along the
/// road's edge), if it is within [`KERB`] pixels of a road point's side or corner.
fn kerb(track: &Track, p: Point, dx: u32, dy: u32) -> Option<u32> {
    let free = |dr: i32, dc: i32| track.is_free(Point::new(p.row + dr, p.col + dc));
    let (x, y) = (p.col as u32 * CELL + dx, p.row as u32 * CELL + dy);
    let (left, right) = (dx < KERB, dx >= CELL - KERB);
    let (top, bottom) = (dy < KERB, dy >= CELL - KERB);
    if (left && free(0, -1)) || (right && free(0, 1)) {
        Some(y)
    } else if (top && free(-1, 0)) || (bottom && free(1, 0)) {
        Some(x)
    } else if (left && top && free(-1, -1))
        || (right && top && free(-1, 1))
        || (left && bottom && free(1, -1))
        || (right && bottom && free(1, 1))
    {
        Some(x + y)
    } else {
        None
    }
}

/// A grandstand tile: a concrete terrace with three rows of spectators (coloured dots).
fn grandstand(x: u32, y: u32, dx: u32, dy: u32) -> Rgb {
    let row = dy.checked_sub(2).map(|d| (d / 4, d % 4));
    match row {
        Some((r, 0 | 1)) if r < 3 && dx % 3 != 2 => CROWD[(hash(x / 3, y / 4, 3) % 6) as usize],
        Some((r, 3)) if r < 3 => CONCRETE_DARK,
        _ => CONCRETE,
    }
}

/// A round tree on some points far from the road (a shadow to the lower right, a lit upper
/// left), if pixel `(x, y)` falls on one.
fn tree(x: u32, y: u32, p: Point) -> Option<Rgb> {
    let seed = hash(p.col as u32, p.row as u32, 4);
    if seed % 10 >= 6 {
        return None;
    }
    let jitter = |s: u32| (s % 5) as i32 - 2;
    let cx = (p.col as u32 * CELL + CELL / 2) as i32 + jitter(seed >> 4);
    let cy = (p.row as u32 * CELL + CELL / 2) as i32 + jitter(seed >> 8);
    let radius = 5 + (seed >> 12) as i32 % 2;
    let (fx, fy) = (x as i32 - cx, y as i32 - cy);
    let inside = |ox: i32, oy: i32, r: i32| (fx - ox).pow(2) + (fy - oy).pow(2) <= r * r;
    if inside(-2, -2, radius / 2) {
        Some(CANOPY_LIGHT)
    } else if inside(0, 0, radius) {
        Some(CANOPY)
    } else if inside(2, 2, radius) {
        Some(SHADOW)
    } else {
        None
    }
}

/// A well-mixed hash of a pixel and a salt, for textures that are the same on every run.
fn hash(x: u32, y: u32, salt: u32) -> u32 {
    let mut h = x
        .wrapping_mul(0x9E37_79B1)
        .wrapping_add(y.wrapping_mul(0x85EB_CA77))
        .wrapping_add(salt.wrapping_mul(0xC2B2_AE3D));
    h ^= h >> 15;
    h = h.wrapping_mul(0x2C1B_3C6D);
    h ^= h >> 12;
    h = h.wrapping_mul(0x297A_2D39);
    h ^ (h >> 15)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::image::{decode_png, encode_png};

    #[test]
    fn the_asphalt_lies_exactly_on_the_road_points() {
        let track: Track = "#####\n#>.*#\n#####\n".parse().unwrap();
        let picture = paint(&track);
        assert_eq!((picture.width, picture.height), (5 * CELL, 3 * CELL));
        let centre = |r: u32, c: u32| picture.pixel(c * CELL + CELL / 2, r * CELL + CELL / 2);
        assert!(ASPHALT.iter().any(|a| centre(1, 2)[..3] == a[..]));
        let corner = picture.pixel(2 * CELL, CELL);
        assert!(ASPHALT.iter().any(|a| corner[..3] == a[..]), "{corner:?}");
        // The obstacle pixel just left of the road's first column is a kerb.
        let kerb = picture.pixel(CELL - 1, CELL + 1);
        assert!([KERB_RED, KERB_WHITE].iter().any(|k| kerb[..3] == k[..]));
        // Deterministic, and a palette image that decodes back.
        assert_eq!(paint(&track), picture);
        assert_eq!(decode_png(&encode_png(&picture)).unwrap(), picture);
    }

    #[test]
    fn the_distance_to_the_road_is_the_king_s_distance() {
        let track: Track = "#######\n#>..*##\n#######\n#######\n".parse().unwrap();
        let d = road_distance(&track);
        let at = |r: i32, c: i32| d[track.index(Point::new(r, c)).unwrap()];
        assert_eq!(
            (at(1, 2), at(0, 0), at(2, 1), at(3, 3), at(3, 6)),
            (0, 1, 1, 2, 2)
        );
        assert!(fits_painting(&track));
    }
}
