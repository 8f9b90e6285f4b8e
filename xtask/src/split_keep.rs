//! The functions the split's profile cannot be trusted to see: whether they run depends on a
//! number's value, not on what the player does. Rust writes most `f64`s with Grisu but falls back
//! to Dragon4 (big-number arithmetic) for some 0.5% of values, and reads some decimal texts by
//! slower exact paths: a camera's coordinate in a `data-*` attribute, a number in a stored record
//! takes them or not by chance. A profile that happened to miss them left them in the second
//! part, and a level played before it had come reached them through a synchronous request (the
//! browser test of a level tapped before the game had started failed on a slow machine with
//! Dragon4's `format_shortest` reached that way). They are marked as run in the merged profile
//! before the split, so they stay in the first part whatever the profile saw.

use crate::Result;

/// Fragments of the names of the functions kept in the first part whatever the profile says.
const VALUE_DEPENDENT: &[&str] = &[
    // `f64` to text: Grisu and, where it gives up, Dragon4 with its big numbers.
    "::num::flt2dec::",
    "::num::bignum::",
    "::fmt::float::",
    // Text to `f64`: the exact paths for long or hard decimals.
    "::num::dec2flt::",
    // serde_json's numbers past the fast path.
    "::f64_from_parts",
    "::f64_long_from_parts",
    "::parse_decimal",
    "::parse_exponent",
    "::parse_long_integer",
];

/// Marks in `profile` (binaryen's: an 8-byte hash of the module, then one 4-byte timestamp per
/// function the module defines, 0 for one that never ran) every function of `wasm` whose name
/// (from its `name` section) holds one of [`VALUE_DEPENDENT`]'s fragments as run, after every
/// other. Returns how many it marked that the profile had not seen.
pub fn keep_value_dependent(wasm: &[u8], profile: &mut [u8]) -> Result<usize> {
    let module = Module::read(wasm)?;
    if module.names.is_empty() {
        return Err(
            "the wasm has no function names: wasm-opt must keep them (-g) for the split".into(),
        );
    }
    if profile.len() != 8 + 4 * module.defined {
        return Err(format!(
            "the profile holds {} bytes, not 8 + 4 x {} functions: not binaryen's format for this module",
            profile.len(),
            module.defined
        )
        .into());
    }
    let stamp = |profile: &[u8], i: usize| {
        let at = 8 + 4 * i;
        u32::from_le_bytes([
            profile[at],
            profile[at + 1],
            profile[at + 2],
            profile[at + 3],
        ])
    };
    let last = (0..module.defined)
        .map(|i| stamp(profile, i))
        .max()
        .unwrap_or(0);
    let mut marked = 0;
    for (index, name) in &module.names {
        let Some(defined) = index.checked_sub(module.imported) else {
            continue;
        };
        if defined >= module.defined
            || stamp(profile, defined) != 0
            || !VALUE_DEPENDENT.iter().any(|part| name.contains(part))
        {
            continue;
        }
        let at = 8 + 4 * defined;
        profile[at..at + 4].copy_from_slice(&(last.saturating_add(1)).to_le_bytes());
        marked += 1;
    }
    Ok(marked)
}

/// What the split needs to know of a module: how many functions it imports and defines, and the
/// functions' names.
struct Module {
    imported: usize,
    defined: usize,
    names: Vec<(usize, String)>,
}

impl Module {
    fn read(wasm: &[u8]) -> Result<Module> {
        let mut module = Module {
            imported: 0,
            defined: 0,
            names: Vec::new(),
        };
        for section in sections(wasm)? {
            let content = &wasm[section.body];
            match section.id {
                2 => module.imported = imported_functions(content)?,
                3 => module.defined = leb(content, &mut 0)? as usize,
                0 => {
                    if let (b"name", rest) = custom_name(content)? {
                        module.names = function_names(rest)?;
                    }
                }
                _ => {}
            }
        }
        Ok(module)
    }
}

/// A section of a module: its id, where it lies whole and where its content does.
pub struct Section {
    pub id: u8,
    pub whole: std::ops::Range<usize>,
    pub body: std::ops::Range<usize>,
}

/// The sections of `wasm`, in order.
pub fn sections(wasm: &[u8]) -> Result<Vec<Section>> {
    if wasm.len() < 8 || &wasm[..4] != b"\0asm" {
        return Err("not a wasm module".into());
    }
    let mut found = Vec::new();
    let mut at = 8;
    while at < wasm.len() {
        let start = at;
        let id = wasm[at];
        at += 1;
        let size = leb(wasm, &mut at)? as usize;
        let end = at
            .checked_add(size)
            .filter(|&end| end <= wasm.len())
            .ok_or("a wasm section runs past the end of the module")?;
        found.push(Section {
            id,
            whole: start..end,
            body: at..end,
        });
        at = end;
    }
    Ok(found)
}

/// A custom section's name and the rest of its content.
pub fn custom_name(content: &[u8]) -> Result<(&[u8], &[u8])> {
    let mut at = 0;
    let name = bytes(content, &mut at)?;
    Ok((name, &content[at..]))
}

/// The number of functions an import section imports.
fn imported_functions(section: &[u8]) -> Result<usize> {
    let mut at = 0;
    let count = leb(section, &mut at)?;
    let mut functions = 0;
    for _ in 0..count {
        bytes(section, &mut at)?;
        bytes(section, &mut at)?;
        let kind = byte(section, &mut at)?;
        match kind {
            // A function: its type.
            0 => {
                leb(section, &mut at)?;
                functions += 1;
            }
            // A table: its element type, then limits; a memory: limits.
            1 | 2 => {
                if kind == 1 {
                    byte(section, &mut at)?;
                }
                let flags = byte(section, &mut at)?;
                leb(section, &mut at)?;
                if flags & 1 != 0 {
                    leb(section, &mut at)?;
                }
            }
            // A global: its type and mutability.
            3 => {
                byte(section, &mut at)?;
                byte(section, &mut at)?;
            }
            // A tag: its attribute and type.
            4 => {
                byte(section, &mut at)?;
                leb(section, &mut at)?;
            }
            _ => return Err(format!("an import of unknown kind {kind}").into()),
        }
    }
    Ok(functions)
}

/// The function names of a `name` section's content (its subsection 1).
fn function_names(content: &[u8]) -> Result<Vec<(usize, String)>> {
    let mut at = 0;
    while at < content.len() {
        let id = byte(content, &mut at)?;
        let size = leb(content, &mut at)? as usize;
        let end = at
            .checked_add(size)
            .filter(|&end| end <= content.len())
            .ok_or("a name subsection runs past its section")?;
        if id == 1 {
            let sub = &content[at..end];
            let mut s = 0;
            let count = leb(sub, &mut s)?;
            let mut names = Vec::new();
            for _ in 0..count {
                let index = leb(sub, &mut s)? as usize;
                let name = String::from_utf8_lossy(bytes(sub, &mut s)?).into_owned();
                names.push((index, name));
            }
            return Ok(names);
        }
        at = end;
    }
    Ok(Vec::new())
}

fn byte(data: &[u8], at: &mut usize) -> Result<u8> {
    let b = *data.get(*at).ok_or("a wasm section ends too soon")?;
    *at += 1;
    Ok(b)
}

/// A length-prefixed run of bytes (a name).
fn bytes<'a>(data: &'a [u8], at: &mut usize) -> Result<&'a [u8]> {
    let length = leb(data, at)? as usize;
    let run = data
        .get(*at..at.saturating_add(length))
        .ok_or("a wasm name runs past its section")?;
    *at += length;
    Ok(run)
}

/// An unsigned LEB128 number of up to 64 bits.
fn leb(data: &[u8], at: &mut usize) -> Result<u64> {
    let mut value = 0u64;
    for shift in (0..70).step_by(7) {
        let b = byte(data, at)?;
        value |= u64::from(b & 0x7f) << shift;
        if b & 0x80 == 0 {
            return Ok(value);
        }
    }
    Err("a wasm number is too long".into())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn section(id: u8, content: &[u8]) -> Vec<u8> {
        let mut out = vec![id, content.len() as u8];
        out.extend_from_slice(content);
        out
    }

    fn name(text: &str) -> Vec<u8> {
        let mut out = vec![text.len() as u8];
        out.extend_from_slice(text.as_bytes());
        out
    }

    /// A module importing one function and a memory, defining three: `main`, Dragon4's
    /// `format_shortest` and `other`.
    fn module() -> Vec<u8> {
        let mut imports = vec![2];
        imports.extend(name("env"));
        imports.extend(name("f"));
        imports.extend([0, 0]);
        imports.extend(name("env"));
        imports.extend(name("memory"));
        imports.extend([2, 1, 1, 2]);
        let mut names = name("name");
        let mut functions = vec![3];
        for (i, n) in [
            (1, "main"),
            (
                2,
                "core[c5930c85a12de822]::num::flt2dec::strategy::dragon::format_shortest",
            ),
            (3, "other"),
        ] {
            functions.push(i);
            functions.extend(name(n));
        }
        names.push(1);
        names.push(functions.len() as u8);
        names.extend(functions);
        let mut wasm = b"\0asm\x01\0\0\0".to_vec();
        wasm.extend(section(2, &imports));
        wasm.extend(section(3, &[3, 0, 0, 0]));
        wasm.extend(section(0, &names));
        wasm
    }

    #[test]
    fn dragon4_is_marked_as_run_after_the_rest_and_nothing_else_changes() {
        let mut profile = vec![9u8; 8];
        for stamp in [5u32, 0, 0] {
            profile.extend(stamp.to_le_bytes());
        }
        assert_eq!(keep_value_dependent(&module(), &mut profile).unwrap(), 1);
        let stamps: Vec<u32> = profile[8..]
            .chunks(4)
            .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
            .collect();
        assert_eq!(stamps, [5, 6, 0]);
        assert_eq!(&profile[..8], &[9; 8], "the hash is kept");
        // Already run: left as it is.
        assert_eq!(keep_value_dependent(&module(), &mut profile).unwrap(), 0);
    }

    #[test]
    fn leb_reads_multi_byte_numbers() {
        let mut at = 0;
        assert_eq!(leb(&[0xe5, 0x8e, 0x26], &mut at).unwrap(), 624_485);
        assert_eq!(at, 3);
        assert!(leb(&[0xff; 11], &mut 0).is_err());
    }

    #[test]
    fn a_profile_of_another_module_or_a_module_without_names_is_an_error() {
        let mut short = vec![0u8; 8 + 4 * 2];
        assert!(keep_value_dependent(&module(), &mut short).is_err());
        let bare = b"\0asm\x01\0\0\0\x03\x02\x01\x00".to_vec();
        assert!(keep_value_dependent(&bare, &mut [0u8; 12]).is_err());
        assert!(keep_value_dependent(b"not wasm", &mut [0u8; 12]).is_err());
    }
}
