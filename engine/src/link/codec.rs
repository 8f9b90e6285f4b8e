//! The byte layer shared by every link version: DEFLATE + base64url sections and the
//! trajectory's start-and-accelerations bytes.

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use miniz_oxide::inflate::TINFLStatus;

use super::{LinkError, Section};
use crate::game::{Trajectory, velocity};
use crate::grid::Point;
use crate::rules::{Acceleration, Velocity};
use crate::track::MAX_TRACK_SIDE;

/// DEFLATE level used when writing (the strongest; tracks are small and encoded rarely).
const DEFLATE_LEVEL: u8 = 10;

/// DEFLATE then unpadded base64url.
pub(super) fn pack(bytes: &[u8]) -> String {
    URL_SAFE_NO_PAD.encode(miniz_oxide::deflate::compress_to_vec(bytes, DEFLATE_LEVEL))
}

/// Unpadded base64url then a bounded inflate.
pub(super) fn unpack(text: &str, section: Section, max: usize) -> Result<Vec<u8>, LinkError> {
    let deflated = from_base64(text, section)?;
    miniz_oxide::inflate::decompress_to_vec_with_limit(&deflated, max).map_err(|e| match e.status {
        TINFLStatus::HasMoreOutput => LinkError::TooLarge { section, max },
        _ => LinkError::Inflate(section),
    })
}

/// Unpadded base64url, with no compression (for short text).
pub(super) fn to_base64(bytes: &[u8]) -> String {
    URL_SAFE_NO_PAD.encode(bytes)
}

/// Reads unpadded base64url.
pub(super) fn from_base64(text: &str, section: Section) -> Result<Vec<u8>, LinkError> {
    URL_SAFE_NO_PAD
        .decode(text)
        .map_err(|_| LinkError::Base64(section))
}

/// First byte of a velocity change only dirt makes (an axis changing by 2): `FIRST_WIDE_CODE +
/// 5 * (dr + 2) + (dc + 2)`. Changes within `-1..=1` keep their acceleration code (0 to 8), so
/// every link written before terrains existed reads the same.
const FIRST_WIDE_CODE: u8 = 9;

/// The byte of a velocity change `d` (each axis in `-2..=2`).
fn change_code(d: Velocity) -> Option<u8> {
    if let Some(a) = Acceleration::from_delta(d) {
        return Some(a.code());
    }
    ((-2..=2).contains(&d.row) && (-2..=2).contains(&d.col))
        .then(|| FIRST_WIDE_CODE + (5 * (d.row + 2) + d.col + 2) as u8)
}

/// The velocity change of a byte, if it is one [`change_code`] writes.
fn code_change(code: u8) -> Option<Velocity> {
    if let Some(a) = Acceleration::from_code(code) {
        return Some(a.delta());
    }
    let wide = code.checked_sub(FIRST_WIDE_CODE).filter(|&w| w < 25)? as i32;
    Some(Velocity::new(wide / 5 - 2, wide % 5 - 2))
}

/// The trajectory section's bytes before compression, or `None` for an empty trajectory.
/// The trajectory must be legal (so every velocity change is in `-1..=1`, or `-2..=2` on dirt,
/// and points are on the grid).
pub(super) fn trajectory_bytes(trajectory: &[Point]) -> Option<Vec<u8>> {
    let (&start, _) = trajectory.split_first()?;
    let mut bytes = Vec::with_capacity(trajectory.len() + 8);
    write_varint(&mut bytes, start.row as u32);
    write_varint(&mut bytes, start.col as u32);
    for n in 1..trajectory.len() {
        let (step, before) = (
            trajectory[n] - trajectory[n - 1],
            velocity(&trajectory[..n]),
        );
        let code = change_code(Velocity::new(step.row - before.row, step.col - before.col))
            .expect("a legal trajectory changes its velocity by at most two per axis");
        bytes.push(code);
    }
    Some(bytes)
}

/// Reads the trajectory section's bytes back into points (legality is checked by the caller).
pub(super) fn parse_trajectory(bytes: &[u8]) -> Result<Trajectory, LinkError> {
    let mut rest = bytes;
    let row = read_varint(&mut rest)?;
    let col = read_varint(&mut rest)?;
    let mut trajectory = vec![Point::new(row, col)];
    let mut speed = Velocity::default();
    for &code in rest {
        speed = speed + code_change(code).ok_or(LinkError::MalformedTrajectory)?;
        let last = trajectory[trajectory.len() - 1];
        let next = last + speed;
        // A point this far off is off every track; stop before the arithmetic can overflow.
        let bound = 4 * MAX_TRACK_SIDE as i32;
        if next.row.abs() > bound || next.col.abs() > bound {
            return Err(LinkError::MalformedTrajectory);
        }
        trajectory.push(next);
    }
    Ok(trajectory)
}

/// Unsigned LEB128.
fn write_varint(out: &mut Vec<u8>, mut value: u32) {
    loop {
        let byte = (value & 0x7f) as u8;
        value >>= 7;
        if value == 0 {
            out.push(byte);
            return;
        }
        out.push(byte | 0x80);
    }
}

/// Reads an unsigned LEB128 coordinate; anything beyond the largest grid is malformed.
fn read_varint(rest: &mut &[u8]) -> Result<i32, LinkError> {
    let mut value: u32 = 0;
    for shift in (0..35).step_by(7) {
        let (&byte, tail) = rest.split_first().ok_or(LinkError::MalformedTrajectory)?;
        *rest = tail;
        value |= u32::from(byte & 0x7f).checked_shl(shift).unwrap_or(0);
        if byte & 0x80 == 0 {
            return if (value as usize) < MAX_TRACK_SIDE {
                Ok(value as i32)
            } else {
                Err(LinkError::MalformedTrajectory)
            };
        }
    }
    Err(LinkError::MalformedTrajectory)
}
