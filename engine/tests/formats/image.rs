//! Tracks from pictures: PNG decoding of every colour type, bounds and damaged files, the block
//! vote, the automatic pitch on exact, noisy and cut-off pictures, and round trips of the levels.

use std::path::PathBuf;

use proptest::prelude::*;
use racetrack::image::{
    FINISH, ImageError, MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, OBSTACLE, Picture, ROAD, START,
    TARGET_LONG_SIDE, auto_cell, decode_png, encode_png, to_grid, to_track, track_picture,
};
use racetrack::{Cell, ParseTrackError, Track};

fn levels() -> Vec<(PathBuf, Track)> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../levels");
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    files.sort();
    assert!(files.len() >= 10, "the bundled levels are found");
    files
        .into_iter()
        .map(|p| {
            let track: Track = std::fs::read_to_string(&p).unwrap().parse().unwrap();
            // An image holds the grid only: moving elements travel in the track's text.
            (p, track.without_elements())
        })
        // Image tracks have no terrain colours yet: a terrain level cannot be drawn and read back.
        .filter(|(_, track)| !track.has_terrain())
        .collect()
}

fn gcd(a: usize, b: usize) -> usize {
    if b == 0 { a } else { gcd(b, a % b) }
}

/// GCD of the lengths of the runs of one cell kind along the track's rows and columns: 1 when
/// the track is not itself made of larger blocks.
fn run_gcd(track: &Track) -> usize {
    let (rows, cols) = (track.rows(), track.cols());
    let cells = track.cells();
    let at = |r: usize, c: usize| cells[r * cols + c];
    let mut g = 0;
    for r in 0..rows {
        let mut start = 0;
        for c in 1..=cols {
            if c == cols || at(r, c) != at(r, c - 1) {
                g = gcd(g, c - start);
                start = c;
            }
        }
    }
    for c in 0..cols {
        let mut start = 0;
        for r in 1..=rows {
            if r == rows || at(r, c) != at(r - 1, c) {
                g = gcd(g, r - start);
                start = r;
            }
        }
    }
    g
}

fn png_round_trip(picture: &Picture) -> Picture {
    decode_png(&encode_png(picture)).expect("our own PNG decodes")
}

#[test]
fn every_level_has_no_block_structure_of_its_own() {
    for (path, track) in levels() {
        assert_eq!(run_gcd(&track), 1, "{}", path.display());
    }
}

#[test]
fn every_level_drawn_in_blocks_reads_back_with_the_given_and_the_automatic_pitch() {
    for (path, track) in levels() {
        for k in 1..=32 {
            let mut picture = track_picture(&track, k);
            if k % 8 == 1 {
                picture = png_round_trip(&picture);
            }
            assert_eq!(
                to_track(&picture, k).as_ref(),
                Ok(&track),
                "{} k={k}",
                path.display()
            );
            // Pitch 1 too: the playtest's PNG drawn a pixel per point was read at 2 and lost
            // its one-pixel start column.
            assert_eq!(auto_cell(&picture), k, "{} k={k}", path.display());
        }
    }
}

fn cell_strategy() -> impl Strategy<Value = Cell> {
    prop_oneof![
        3 => Just(Cell::Obstacle),
        4 => Just(Cell::Road),
        1 => Just(Cell::Start),
        1 => Just(Cell::Finish),
    ]
}

fn track_strategy() -> impl Strategy<Value = Track> {
    (1usize..12, 2usize..12).prop_flat_map(|(rows, cols)| {
        proptest::collection::vec(cell_strategy(), rows * cols).prop_map(move |mut cells| {
            cells[0] = Cell::Start;
            cells[rows * cols - 1] = Cell::Finish;
            let rows = cells.chunks(cols).map(<[Cell]>::to_vec).collect();
            Track::from_rows(rows).unwrap()
        })
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn random_tracks_drawn_in_blocks_read_back(track in track_strategy(), k in 1u32..=32) {
        let picture = track_picture(&track, k);
        prop_assert_eq!(to_track(&picture, k), Ok(track.clone()));
        if k >= 2 && run_gcd(&track) == 1 {
            prop_assert_eq!(auto_cell(&picture), k);
        }
    }

    #[test]
    fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..200)) {
        let _ = decode_png(&bytes);
        let mut signed = b"\x89PNG\r\n\x1a\n".to_vec();
        signed.extend_from_slice(&bytes);
        prop_assert!(decode_png(&signed).is_err());
    }

    #[test]
    fn damaged_pngs_never_panic(flips in proptest::collection::vec((any::<usize>(), any::<u8>()), 1..8)) {
        let track = levels_first();
        let mut bytes = encode_png(&track_picture(&track, 3));
        for (at, value) in flips {
            let i = at % bytes.len();
            bytes[i] = value;
        }
        if let Ok(picture) = decode_png(&bytes) {
            prop_assert!(picture.is_consistent());
            let _ = to_grid(&picture, auto_cell(&picture));
        }
    }
}

fn levels_first() -> Track {
    let text = include_str!("../../../levels/01-first-circuit.txt");
    text.parse().unwrap()
}

#[test]
fn every_truncation_of_a_png_is_an_error() {
    let bytes = encode_png(&track_picture(&levels_first(), 2));
    for len in 0..bytes.len() - 12 {
        let result = decode_png(&bytes[..len]);
        assert!(
            matches!(result, Err(ImageError::NotPng | ImageError::Corrupt(_))),
            "{len}: {result:?}"
        );
    }
    assert_eq!(
        decode_png(&bytes[..bytes.len() / 2]),
        Err(ImageError::Corrupt("the file is truncated".into()))
    );
}

#[test]
fn files_that_are_not_pngs_or_too_big_are_refused() {
    assert_eq!(decode_png(b"GIF89a...."), Err(ImageError::NotPng));
    assert_eq!(decode_png(b""), Err(ImageError::NotPng));
    let huge = vec![0; MAX_IMAGE_BYTES + 1];
    assert_eq!(
        decode_png(&huge),
        Err(ImageError::TooBig {
            size: MAX_IMAGE_BYTES + 1,
            max: MAX_IMAGE_BYTES
        })
    );
}

/// CRC-32 as PNG chunks use it.
fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &b in bytes {
        crc ^= u32::from(b);
        for _ in 0..8 {
            crc = if crc & 1 == 1 {
                (crc >> 1) ^ 0xEDB8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}

/// A PNG signature and IHDR for an RGBA image of the given size, with no pixel data at all.
fn header_only(width: u32, height: u32) -> Vec<u8> {
    let mut chunk = b"IHDR".to_vec();
    chunk.extend_from_slice(&width.to_be_bytes());
    chunk.extend_from_slice(&height.to_be_bytes());
    chunk.extend_from_slice(&[8, 6, 0, 0, 0]);
    let mut bytes = b"\x89PNG\r\n\x1a\n".to_vec();
    bytes.extend_from_slice(&13u32.to_be_bytes());
    bytes.extend_from_slice(&chunk);
    bytes.extend_from_slice(&crc32(&chunk).to_be_bytes());
    bytes
}

#[test]
fn an_image_over_the_pixel_cap_is_refused_from_its_header() {
    for (width, height) in [(4097, 4096), (100_000, 100_000), (1 << 30, 2)] {
        assert_eq!(
            decode_png(&header_only(width, height)),
            Err(ImageError::TooManyPixels {
                width,
                height,
                max: MAX_IMAGE_PIXELS
            })
        );
    }
    // At the cap, the header passes and the missing pixel data is the error.
    assert!(matches!(
        decode_png(&header_only(4096, 4096)),
        Err(ImageError::Corrupt(_))
    ));
}

/// Encodes raw samples with the png crate in a given colour type and depth.
fn encode_raw(
    width: u32,
    height: u32,
    color: png::ColorType,
    depth: png::BitDepth,
    palette: Option<(&[u8], &[u8])>,
    data: &[u8],
) -> Vec<u8> {
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, width, height);
    encoder.set_color(color);
    encoder.set_depth(depth);
    if let Some((plte, trns)) = palette {
        encoder.set_palette(plte.to_vec());
        encoder.set_trns(trns.to_vec());
    }
    let mut writer = encoder.write_header().unwrap();
    writer.write_image_data(data).unwrap();
    writer.finish().unwrap();
    out
}

#[test]
fn every_colour_type_and_depth_decodes_to_rgba8() {
    use png::{BitDepth as D, ColorType as C};
    let decode = |bytes: Vec<u8>| decode_png(&bytes).unwrap().rgba;
    // 1-bit grey: 0b10 -> white, black.
    assert_eq!(
        decode(encode_raw(2, 1, C::Grayscale, D::One, None, &[0b1000_0000])),
        [255, 255, 255, 255, 0, 0, 0, 255]
    );
    // 16-bit RGB: the high bytes are kept.
    assert_eq!(
        decode(encode_raw(
            1,
            1,
            C::Rgb,
            D::Sixteen,
            None,
            &[0, 0xAA, 0xAA, 0, 0xAA, 0]
        )),
        [0, 0xAA, 0xAA, 255]
    );
    // Grey with alpha.
    assert_eq!(
        decode(encode_raw(
            1,
            1,
            C::GrayscaleAlpha,
            D::Eight,
            None,
            &[0x80, 0x40]
        )),
        [0x80, 0x80, 0x80, 0x40]
    );
    // 4-bit palette with transparency on entry 1.
    let plte = [255, 255, 255, 0, 0xAA, 0xAA];
    assert_eq!(
        decode(encode_raw(
            2,
            1,
            C::Indexed,
            D::Four,
            Some((&plte, &[255, 0])),
            &[0x01]
        )),
        [255, 255, 255, 255, 0, 0xAA, 0xAA, 0]
    );
}

#[test]
fn encode_png_uses_a_palette_for_a_few_colours_and_rgba_otherwise() {
    let picture = track_picture(&levels_first(), 16);
    let bytes = encode_png(&picture);
    assert_eq!(bytes[25], 3, "colour type in IHDR: indexed");
    assert_eq!(decode_png(&bytes).unwrap(), picture);
    let mut translucent = picture.clone();
    translucent.rgba[3] = 10;
    let bytes = encode_png(&translucent);
    assert_eq!(bytes[25], 6, "colour type in IHDR: RGBA");
    assert_eq!(decode_png(&bytes).unwrap(), translucent);
    // An inconsistent picture still encodes, missing pixels transparent.
    let short = Picture {
        width: 2,
        height: 1,
        rgba: vec![255; 4],
    };
    assert_eq!(
        decode_png(&encode_png(&short)).unwrap().rgba,
        [255, 255, 255, 255, 0, 0, 0, 0]
    );
}

#[test]
fn bad_pitches_and_buffers_are_errors() {
    let picture = track_picture(&levels_first(), 4);
    assert_eq!(to_grid(&picture, 0), Err(ImageError::ZeroCell));
    assert_eq!(
        to_grid(&picture, 57),
        Err(ImageError::CellTooLarge {
            cell: 57,
            width: 128,
            height: 56
        })
    );
    let broken = Picture {
        width: 3,
        height: 3,
        rgba: vec![0; 5],
    };
    assert_eq!(
        to_grid(&broken, 1),
        Err(ImageError::BufferSize {
            width: 3,
            height: 3,
            len: 5
        })
    );
    let all_road = Picture::filled(10, 10, [255, 255, 255, 255]);
    assert_eq!(
        to_track(&all_road, 2),
        Err(ImageError::Track(ParseTrackError::NoStart))
    );
    let wide = Picture::filled(20_000, 1, [255, 255, 255, 255]);
    assert_eq!(
        to_grid(&wide, 1),
        Err(ImageError::Track(ParseTrackError::SideTooLong {
            rows: 1,
            cols: 20_000
        }))
    );
    assert_eq!(
        auto_cell(&Picture {
            width: 0,
            height: 0,
            rgba: vec![]
        }),
        1
    );
}

/// A deterministic stream of numbers for noise.
fn noise(seed: u64) -> impl FnMut() -> u64 {
    let mut state = seed;
    move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    }
}

#[test]
fn colours_within_the_tolerance_read_as_the_reference() {
    let track = levels_first();
    let mut picture = track_picture(&track, 6);
    let mut next = noise(7);
    for byte in picture.rgba.iter_mut() {
        let delta = (next() % 61) as i16 - 30;
        *byte = (i16::from(*byte) + delta).clamp(0, 255) as u8;
    }
    assert_eq!(auto_cell(&picture), 6);
    assert_eq!(to_track(&picture, 6), Ok(track));
}

#[test]
fn a_few_stray_pixels_do_not_hide_the_pitch_or_change_the_track() {
    for (path, track) in levels() {
        for k in [5, 12, 20] {
            let mut picture = track_picture(&track, k);
            let mut next = noise(k as u64 + 1);
            let pixels = (picture.width * picture.height) as u64;
            for _ in 0..pixels / 500 {
                let i = (next() % pixels) as usize * 4;
                let colour = [ROAD, START, FINISH, OBSTACLE][(next() % 4) as usize];
                picture.rgba[i..i + 3].copy_from_slice(&colour);
            }
            assert_eq!(auto_cell(&picture), k, "{} k={k}", path.display());
            assert_eq!(
                to_track(&picture, k).as_ref(),
                Ok(&track),
                "{} k={k}",
                path.display()
            );
        }
    }
}

/// Blends every pixel with its right and lower neighbours, as scaling with smoothing does.
fn soften(picture: &Picture) -> Picture {
    let (w, h) = (picture.width, picture.height);
    let mut out = picture.clone();
    for y in 0..h {
        for x in 0..w {
            let here = picture.pixel(x, y);
            let right = picture.pixel((x + 1).min(w - 1), y);
            let below = picture.pixel(x, (y + 1).min(h - 1));
            let i = ((y * w + x) * 4) as usize;
            for c in 0..3 {
                let sum = 2 * u16::from(here[c]) + u16::from(right[c]) + u16::from(below[c]);
                out.rgba[i + c] = (sum / 4) as u8;
            }
        }
    }
    out
}

#[test]
fn anti_aliased_edges_read_as_the_track_with_the_given_pitch() {
    for (path, track) in levels() {
        let picture = soften(&track_picture(&track, 10));
        assert_eq!(
            to_track(&picture, 10).as_ref(),
            Ok(&track),
            "{}",
            path.display()
        );
    }
}

#[test]
fn a_cut_off_last_block_is_dropped() {
    let track = levels_first();
    let picture = track_picture(&track, 10);
    // Three more pixels on the right and at the bottom, in the obstacle colour.
    let (w, h) = (picture.width + 3, picture.height + 3);
    let mut wider = Picture::filled(w, h, [OBSTACLE[0], OBSTACLE[1], OBSTACLE[2], 255]);
    for y in 0..picture.height {
        let from = (y * picture.width * 4) as usize;
        let to = (y * w * 4) as usize;
        wider.rgba[to..to + picture.width as usize * 4]
            .copy_from_slice(&picture.rgba[from..from + picture.width as usize * 4]);
    }
    assert_eq!(auto_cell(&wider), 10);
    assert_eq!(to_track(&wider, 10), Ok(track));
}

#[test]
fn a_free_drawing_gets_about_the_target_number_of_points_on_its_long_side() {
    // A white ring on transparent ground, with a teal and a grey mark: no block structure.
    let (w, h) = (900u32, 600u32);
    let mut picture = Picture::filled(w, h, [0, 0, 0, 0]);
    for y in 0..h {
        for x in 0..w {
            let (dx, dy) = (f64::from(x) - 450.0, f64::from(y) - 300.0);
            let r = (dx * dx / 1.8 + dy * dy).sqrt();
            if (180.0..260.0).contains(&r) {
                let colour = match (x, y) {
                    (440..450, 0..300) => START,
                    (450..460, 0..300) => FINISH,
                    _ => ROAD,
                };
                let i = ((y * w + x) * 4) as usize;
                picture.rgba[i..i + 4].copy_from_slice(&[colour[0], colour[1], colour[2], 255]);
            }
        }
    }
    let cell = auto_cell(&picture);
    assert_eq!(cell, w.div_ceil(TARGET_LONG_SIDE));
    let track = to_track(&picture, cell).unwrap();
    assert_eq!((track.rows(), track.cols()), (66, 100));
}

#[test]
fn a_huge_plain_picture_gets_a_pitch_within_the_track_cap() {
    let mut picture = Picture::filled(4096, 4096, [255, 255, 255, 255]);
    picture.rgba[..4].copy_from_slice(&[0, 0xAA, 0xAA, 255]);
    let cell = auto_cell(&picture);
    let grid = to_grid(&picture, cell).unwrap();
    assert!(grid.len() <= racetrack::track::MAX_TRACK_POINTS, "{cell}");
}
