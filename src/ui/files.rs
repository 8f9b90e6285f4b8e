//! Files the player picks or drops, one pipeline for every purpose: the shell keeps the files
//! last chosen and says their names and sizes ([`Msg::FilesChosen`](super::Msg::FilesChosen));
//! the model refuses what is too large or too many, else asks for the bytes
//! ([`Effect::ReadFiles`]); the bytes come back ([`Msg::FilesRead`](super::Msg::FilesRead)) and
//! go to the part they are for. Every picker is emptied once its files are read or refused
//! ([`Effect::ClearFilePickers`]), so choosing the same file again works.

use racetrack::track::{MAX_TRACK_BYTES, ParseTrackError};

use super::app::{App, Command};
use super::editor::Editing;
use super::i18n::Words;
use super::import::{self, ImagePurpose};
use super::msg::Effect;

/// What chosen files are for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FilePurpose {
    /// A track file to play (the menu's file picker).
    Track,
    /// A records file to merge into the player's records.
    Records,
    /// A race record to watch (picked, or dropped on the page).
    Replay,
    /// Images: a track drawn as an image (with its decor), or a decor for the draft.
    Images(ImagePurpose),
}

/// A file read: its name and bytes, or why it could not be read.
pub type FileResult = (String, Result<Vec<u8>, String>);

/// Files were chosen (their names and sizes in bytes): read them, or say why not.
#[inline(never)]
pub(crate) fn chosen(app: &mut App, purpose: FilePurpose, files: &[(String, f64)]) -> Vec<Effect> {
    let refused = match purpose {
        FilePurpose::Images(images) => import::refuse(&app.words, images, files),
        single => match files {
            [] => return Vec::new(),
            [(name, size)] => refuse_one(&app.words, single, name, *size),
            _ => Some(app.words.get("files-choose-one")),
        },
    };
    match refused {
        Some(why) => {
            app.error = Some(why);
            vec![Effect::ClearFilePickers]
        }
        None => vec![Effect::ReadFiles(purpose)],
    }
}

/// Why one file chosen for `purpose` is not read, or `None` to read it.
fn refuse_one(words: &Words, purpose: FilePurpose, name: &str, size: f64) -> Option<String> {
    match purpose {
        FilePurpose::Track if size > MAX_TRACK_BYTES as f64 => {
            Some(crate::ui::engine_words::named(
                words,
                name,
                &crate::ui::engine_words::parse_error(words, &ParseTrackError::TooLong),
            ))
        }
        FilePurpose::Records => super::top_runs::refuse_file(words, name, size),
        FilePurpose::Replay => super::replay::refuse_file(words, name, size),
        _ => None,
    }
}

/// The files asked for by [`Effect::ReadFiles`] were read: hand them to their part (the
/// editor's import, the records, or the page: a track to play, a record to watch).
#[inline(never)]
pub(crate) fn read(
    editing: &mut Option<Editing>,
    app: &mut App,
    purpose: FilePurpose,
    files: Vec<FileResult>,
) -> Vec<Effect> {
    let mut effects = vec![Effect::ClearFilePickers];
    if let FilePurpose::Images(images) = purpose {
        effects.extend(import::images_read(editing, app, images, files));
        return effects;
    }
    let Some((name, result)) = files.into_iter().next() else {
        return effects;
    };
    effects.extend(match (purpose, result) {
        (_, Err(why)) => {
            app.error = Some(not_read(&app.words, &name, &why));
            Vec::new()
        }
        (FilePurpose::Track, Ok(bytes)) => app.command(Command::OpenText {
            what: name,
            bytes,
            origin: super::my_tracks::Origin::File,
        }),
        (FilePurpose::Records, Ok(bytes)) => super::top_runs::file_read(app, &name, &bytes),
        (FilePurpose::Replay | FilePurpose::Images(_), Ok(bytes)) => match String::from_utf8(bytes)
        {
            Ok(text) => app.command(Command::WatchRecord { name, text }),
            Err(_) => {
                app.error = Some(
                    app.words
                        .with("files-not-text-record", &[("name", name.into())]),
                );
                Vec::new()
            }
        },
    });
    effects
}

/// "NAME could not be read: WHY", the browser's words for why.
pub(crate) fn not_read(words: &Words, name: &str, why: &str) -> String {
    words.with(
        "files-not-read",
        &[("name", name.into()), ("why", why.into())],
    )
}
