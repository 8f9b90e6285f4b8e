//! Pictures the model has read (a track drawn as an image, a decor) are decoded by the browser's
//! own decoder, after the engine's checks of their header ([`image::png_size`]: at most
//! 32 MiB and 4096 x 4096 pixels). The model asks with [`Effect::DecodePictures`]; the RGBA
//! pixels come back in [`Msg::PicturesDecoded`](super::Msg::PicturesDecoded) to the part that
//! asked. Native tests answer with the engine's own decoder.

use racetrack::image::{self, Picture};

use super::i18n::Words;
use super::import::ImagePurpose;
use super::msg::Effect;

/// What pictures being decoded are for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PictureUse {
    /// Images the player opened (with the track file among them, if any).
    Images(ImagePurpose),
    /// A level's decor, by the level's position in the list.
    LevelDecor(usize),
}

/// A file's name and bytes.
pub type NamedBytes = (String, Vec<u8>);

/// A decoded picture file: its name and pixels, or the browser's words for why not.
pub type Decoded = (String, Result<Picture, String>);

/// Asks for `pictures` to be decoded for `what` (`texts`, the track file opened with them,
/// travels along), once every header passed the checks; else the first unfit one's name and
/// why.
pub(crate) fn decode(
    words: &super::i18n::Words,
    what: PictureUse,
    pictures: Vec<NamedBytes>,
    texts: Vec<NamedBytes>,
) -> Result<Effect, String> {
    for (name, bytes) in &pictures {
        image::png_size(bytes).map_err(|e| {
            crate::ui::engine_words::named(
                words,
                name,
                &crate::ui::engine_words::image_error(words, &e),
            )
        })?;
    }
    Ok(Effect::DecodePictures {
        what,
        pictures,
        texts,
    })
}

/// The first decoded picture, or why there is none (a level's decor comes alone).
pub(crate) fn first(words: &Words, pictures: Vec<Decoded>) -> Result<Picture, String> {
    pictures
        .into_iter()
        .next()
        .map_or_else(|| Err(words.get("picture-none")), |(_, p)| p)
}

/// The words for a picture the browser could not decode (`why`: the browser's words).
pub(crate) fn undecodable_words(words: &Words, name: &str, why: &str) -> String {
    words.with(
        "picture-undecodable",
        &[("name", name.into()), ("why", why.into())],
    )
}
