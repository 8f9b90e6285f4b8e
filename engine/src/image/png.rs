//! PNG decoding, bounded by size before any pixel is decoded, and encoding.

use std::io::Cursor;

use ::png::{BitDepth, ColorType, Decoder, DecodingError, Encoder, Limits, Transformations};

use rustc_hash::FxHashMap;

use super::{ImageError, Picture};

/// Memory the decoder may use for its own buffers (rows, metadata chunks), apart from the
/// output pixels, which [`MAX_IMAGE_PIXELS`](super::MAX_IMAGE_PIXELS) bounds.
const DECODER_MEMORY: usize = 16 << 20;

/// Decodes a PNG of any colour type and bit depth (palette, grey, RGB, with or without alpha,
/// 1 to 16 bits) into 8-bit RGBA. Only the first frame of an animated PNG is read.
///
/// Refuses a file over [`MAX_IMAGE_BYTES`](super::MAX_IMAGE_BYTES), and an image over
/// [`MAX_IMAGE_PIXELS`](super::MAX_IMAGE_PIXELS) from its header ([`super::png_size`]), before
/// decoding its pixels. Never panics: damaged data gives
/// [`ImageError::Corrupt`] with the decoder's message.
pub fn decode_png(bytes: &[u8]) -> Result<Picture, ImageError> {
    super::png_size(bytes)?;
    let mut decoder = Decoder::new_with_limits(
        Cursor::new(bytes),
        Limits {
            bytes: DECODER_MEMORY,
        },
    );
    decoder.read_header_info().map_err(corrupt)?;
    decoder.set_transformations(Transformations::normalize_to_color8());
    let mut reader = decoder.read_info().map_err(corrupt)?;
    let size = reader
        .output_buffer_size()
        .ok_or_else(|| ImageError::Corrupt("the image is too large to decode".into()))?;
    let mut buffer = vec![0; size];
    let frame = reader.next_frame(&mut buffer).map_err(corrupt)?;
    if frame.bit_depth != BitDepth::Eight {
        return Err(ImageError::Corrupt(format!(
            "unexpected {:?} bit samples after normalising",
            frame.bit_depth
        )));
    }
    let channels = match frame.color_type {
        ColorType::Grayscale => 1,
        ColorType::GrayscaleAlpha => 2,
        ColorType::Rgb => 3,
        ColorType::Rgba => 4,
        ColorType::Indexed => {
            return Err(ImageError::Corrupt("palette left unexpanded".into()));
        }
    };
    let (w, h) = (frame.width as usize, frame.height as usize);
    let mut rgba = Vec::with_capacity(w * h * 4);
    for row in buffer.chunks(frame.line_size.max(1)).take(h) {
        for px in row.chunks_exact(channels).take(w) {
            rgba.extend_from_slice(&match *px {
                [g] => [g, g, g, 255],
                [g, a] => [g, g, g, a],
                [r, g, b] => [r, g, b, 255],
                [r, g, b, a] => [r, g, b, a],
                _ => [0; 4],
            });
        }
    }
    if rgba.len() != w * h * 4 {
        return Err(ImageError::Corrupt(
            "fewer pixels than the header says".into(),
        ));
    }
    Ok(Picture {
        width: frame.width,
        height: frame.height,
        rgba,
    })
}

/// The decoder's error in its own words; a cut-off file reads "truncated".
fn corrupt(error: DecodingError) -> ImageError {
    match error {
        DecodingError::IoError(e) if e.kind() == std::io::ErrorKind::UnexpectedEof => {
            ImageError::Corrupt("the file is truncated".into())
        }
        DecodingError::LimitsExceeded => {
            ImageError::Corrupt("the decoder's memory limit is exceeded".into())
        }
        other => ImageError::Corrupt(other.to_string()),
    }
}

/// Encodes a picture as a PNG: an 8-bit palette image when it is opaque and has at most 256
/// colours (drawn tracks and decor are), else 8-bit RGBA.
///
/// A picture whose buffer is too short is encoded with the missing pixels transparent (extra
/// bytes are ignored), and a picture with a side of 0 pixels as one transparent pixel: PNG has
/// no empty images.
pub fn encode_png(picture: &Picture) -> Vec<u8> {
    let (width, height) = if picture.width == 0 || picture.height == 0 {
        (1, 1)
    } else {
        (picture.width, picture.height)
    };
    let pixels: Vec<[u8; 4]> = (0..height)
        .flat_map(|y| (0..width).map(move |x| picture.pixel(x, y)))
        .collect();
    let mut out = Vec::new();
    let mut encoder = Encoder::new(&mut out, width, height);
    encoder.set_depth(BitDepth::Eight);
    let data = match palette_of(&pixels) {
        Some((palette, indices)) => {
            encoder.set_color(ColorType::Indexed);
            encoder.set_palette(palette);
            indices
        }
        None => {
            encoder.set_color(ColorType::Rgba);
            pixels.concat()
        }
    };
    // Writing to a Vec cannot fail, and the sizes and data length agree by construction.
    let written = encoder.write_header().and_then(|mut writer| {
        writer
            .write_image_data(&data)
            .and_then(|()| writer.finish())
    });
    debug_assert!(written.is_ok(), "PNG encoding failed: {written:?}");
    out
}

/// The palette (RGB triples) and one index per pixel, when every pixel is opaque and there are
/// at most 256 colours.
fn palette_of(pixels: &[[u8; 4]]) -> Option<(Vec<u8>, Vec<u8>)> {
    let mut index_of: FxHashMap<[u8; 4], u8> = FxHashMap::default();
    let mut palette = Vec::new();
    let mut indices = Vec::with_capacity(pixels.len());
    for &px in pixels {
        if px[3] != 255 {
            return None;
        }
        let next = index_of.len();
        let index = match index_of.get(&px) {
            Some(&i) => i,
            None if next < 256 => {
                index_of.insert(px, next as u8);
                palette.extend_from_slice(&px[..3]);
                next as u8
            }
            None => return None,
        };
        indices.push(index);
    }
    Some((palette, indices))
}
