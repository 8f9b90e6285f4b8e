//! A PNG's size from its header, read without decoding: the checks every picture passes before
//! any of its pixels are decoded (here by the `png` crate, in the page by the browser).

use super::{ImageError, MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS};

/// The eight bytes every PNG file starts with.
pub(super) const SIGNATURE: [u8; 8] = [0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A];

/// Whether `bytes` start as a PNG file does.
pub fn is_png(bytes: &[u8]) -> bool {
    bytes.starts_with(&SIGNATURE)
}

/// The width and height a PNG's header gives, after the checks that bound decoding it: at most
/// [`MAX_IMAGE_BYTES`] bytes, the PNG signature, an `IHDR` chunk first, a size of at least one
/// pixel and at most [`MAX_IMAGE_PIXELS`].
pub fn png_size(bytes: &[u8]) -> Result<(u32, u32), ImageError> {
    if bytes.len() > MAX_IMAGE_BYTES {
        return Err(ImageError::TooBig {
            size: bytes.len(),
            max: MAX_IMAGE_BYTES,
        });
    }
    if !is_png(bytes) {
        return Err(ImageError::NotPng);
    }
    // Signature (8), then the first chunk: length (4, 13 for IHDR), type (4), width, height.
    let Some(header) = bytes.get(8..24) else {
        return Err(ImageError::Corrupt("the file is truncated".into()));
    };
    let word = |at: usize| {
        u32::from_be_bytes([header[at], header[at + 1], header[at + 2], header[at + 3]])
    };
    if word(0) != 13 || &header[4..8] != b"IHDR" {
        return Err(ImageError::Corrupt(
            "the file does not start with its IHDR chunk".into(),
        ));
    }
    let (width, height) = (word(8), word(12));
    if width == 0 || height == 0 {
        return Err(ImageError::Corrupt(format!(
            "the header gives a {width} x {height} image"
        )));
    }
    if u64::from(width) * u64::from(height) > MAX_IMAGE_PIXELS {
        return Err(ImageError::TooManyPixels {
            width,
            height,
            max: MAX_IMAGE_PIXELS,
        });
    }
    Ok((width, height))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A PNG's first 33 bytes (signature and IHDR) for a `width` x `height` RGBA image.
    fn header(width: u32, height: u32) -> Vec<u8> {
        let mut bytes = SIGNATURE.to_vec();
        bytes.extend(13u32.to_be_bytes());
        bytes.extend(b"IHDR");
        bytes.extend(width.to_be_bytes());
        bytes.extend(height.to_be_bytes());
        bytes.extend([8, 6, 0, 0, 0, 0, 0, 0, 0]);
        bytes
    }

    #[test]
    fn the_size_comes_from_the_header() {
        assert_eq!(png_size(&header(640, 480)), Ok((640, 480)));
        assert_eq!(png_size(&header(4096, 4096)), Ok((4096, 4096)));
    }

    #[test]
    fn what_would_be_too_costly_or_is_no_png_is_refused_from_the_header() {
        assert!(matches!(
            png_size(&header(4097, 4096)),
            Err(ImageError::TooManyPixels { width: 4097, .. })
        ));
        assert!(matches!(
            png_size(&header(0, 10)),
            Err(ImageError::Corrupt(_))
        ));
        assert_eq!(png_size(b"#>..*#\n"), Err(ImageError::NotPng));
        assert!(matches!(
            png_size(&header(8, 8)[..20]),
            Err(ImageError::Corrupt(_))
        ));
        let mut other_chunk = header(8, 8);
        other_chunk[12..16].copy_from_slice(b"IDAT");
        assert!(matches!(
            png_size(&other_chunk),
            Err(ImageError::Corrupt(_))
        ));
        let mut huge = header(8, 8);
        huge.resize(MAX_IMAGE_BYTES + 1, 0);
        assert!(matches!(png_size(&huge), Err(ImageError::TooBig { .. })));
    }
}
