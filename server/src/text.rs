//! A person's text as the server takes it (a player's name, a chat line): normalised to Unicode
//! NFC, so two names that look the same are the same, and refused when it holds a character
//! that hides itself or changes how the text around it reads: controls (Cc), format characters
//! (Cf: zero-width spaces and joiners, bidirectional overrides), line and paragraph separators
//! (Zl, Zp). Other players see this text, so it must read as what it is.

use unicode_normalization::UnicodeNormalization;
use unicode_properties::{GeneralCategory, UnicodeGeneralCategory};

/// Why a text was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TextError {
    /// Nothing but white space.
    #[error("it is empty")]
    Empty,
    /// A character that hides itself or changes how the text reads.
    #[error("character {position} is {what} (U+{code:04X}): write plain text")]
    Hidden {
        /// Its place, from 1, in characters.
        position: usize,
        /// Its code point.
        code: u32,
        /// What kind of character it is.
        what: &'static str,
    },
}

/// `raw` trimmed and normalised (NFC), or why it is refused.
pub fn checked(raw: &str) -> Result<String, TextError> {
    let text: String = raw.trim().nfc().collect();
    if text.is_empty() {
        return Err(TextError::Empty);
    }
    for (i, c) in text.chars().enumerate() {
        let what = match c.general_category() {
            GeneralCategory::Control => "a control character",
            GeneralCategory::Format => "an invisible formatting character",
            GeneralCategory::LineSeparator => "a line separator",
            GeneralCategory::ParagraphSeparator => "a paragraph separator",
            _ => continue,
        };
        return Err(TextError::Hidden {
            position: i + 1,
            code: u32::from(c),
            what,
        });
    }
    Ok(text)
}

/// What two players' names are compared by: NFKC, case folded, its confusable skeleton
/// (Unicode Technical Standard #39: a Cyrillic `А` is a Latin `A`, `rn` is `m`) folded again,
/// and its spaces collapsed, so `Ann`, `ANN`, `ａｎｎ` (fullwidth), `Аnn` (Cyrillic) and `Ann `
/// are one name.
pub fn name_key(name: &str) -> String {
    let fold = |text: &str| -> String {
        let compatible: String = text.nfkc().collect();
        caseless::default_case_fold_str(&compatible)
            .nfkc()
            .collect()
    };
    let skeleton: String = unicode_security::skeleton(&fold(name)).collect();
    fold(&skeleton)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// What a track's name is searched by: NFKD, the combining marks dropped, case folded, its
/// words separated by single spaces (only letters and digits make words), padded with a space
/// on each side, so `" grand prix "` holds the words of `Grand-Prix` and of `GRAND PRIX`, and
/// `é` is searched as `e`.
pub fn search_key(text: &str) -> String {
    let bare: String = text
        .nfkd()
        .filter(|&c| !unicode_normalization::char::is_combining_mark(c))
        .collect();
    let folded = caseless::default_case_fold_str(&bare);
    let words: Vec<&str> = folded
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect();
    format!(" {} ", words.join(" "))
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_search_key_drops_accents_case_and_punctuation() {
        assert_eq!(
            super::search_key("Grand-Prix de CÔTE d'Azur"),
            " grand prix de cote d azur "
        );
        assert_eq!(super::search_key("  Ｍonza  "), " monza ");
        assert_eq!(super::search_key("!!"), "  ");
    }

    use super::*;

    #[test]
    fn look_alikes_are_one_text_and_hidden_characters_are_refused() {
        // A composed and a decomposed "é" are one name.
        assert_eq!(checked(" Ame\u{301}lie "), Ok("Amélie".into()));
        assert_eq!(checked("Amélie"), checked("Ame\u{301}lie"));
        for (raw, code) in [
            ("Ann\u{200b}", 0x200b),
            ("\u{202e}gnp.exe", 0x202e),
            ("a\u{2028}b", 0x2028),
            ("a\u{2029}b", 0x2029),
            ("a\u{feff}", 0xfeff),
            ("a\tb", 0x9),
        ] {
            assert!(
                matches!(checked(raw), Err(TextError::Hidden { code: c, .. }) if c == code),
                "{raw:?}"
            );
        }
        assert!(
            checked("\u{200b}\u{200b}")
                .unwrap_err()
                .to_string()
                .contains("U+200B")
        );
        assert_eq!(checked("  \n "), Err(TextError::Empty));
        assert_eq!(checked("Zoë 🏎"), Ok("Zoë 🏎".into()));
    }

    #[test]
    fn names_are_one_whatever_their_case_width_or_spacing() {
        let ann = name_key("Ann");
        for same in ["ANN", "ann", "\u{ff21}\u{ff4e}\u{ff4e}", "Ann", " Ann "] {
            assert_eq!(name_key(same), ann, "{same:?}");
        }
        assert_eq!(name_key("Ann  Lee"), name_key("ann lee"));
        assert_eq!(name_key("Straße"), name_key("STRASSE"));
        assert_ne!(name_key("Anne"), ann);
    }

    #[test]
    fn look_alike_letters_of_other_scripts_are_one_name() {
        let ann = name_key("Ann");
        // A Cyrillic А, a Greek Α, a Cyrillic small а, in any case.
        for same in ["\u{410}nn", "\u{391}nn", "\u{430}nn", "\u{410}NN"] {
            assert_eq!(name_key(same), ann, "{same:?}");
        }
        assert_eq!(name_key("Pa\u{443}l"), name_key("Payl"));
        assert_eq!(name_key("Mo"), name_key("rno"));
        assert_ne!(name_key("Ann"), name_key("Amn"));
        assert_ne!(name_key("Bo"), name_key("Ben"));
    }
}
