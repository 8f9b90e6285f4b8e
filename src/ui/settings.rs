//! The player's preferences, kept across visits under one storage key as a small JSON object:
//! the coach switch, remembered apart for playing alone and for racing; the mute; whether the
//! tutorial is done; the crash warning (on until the first win); the page's language and colours. The coach is off until the player switches it on (its live counts make a
//! run assisted, so a newcomer's runs are clean); the choice is kept apart for playing alone
//! and for racing.
//! Stored text that does not read (another version, garbage) gives the defaults.

use serde::{Deserialize, Deserializer, Serialize};

use super::i18n::Lang;
use super::theme::Theme;

/// The storage key of the preferences.
pub const SETTINGS_KEY: &str = "racetrack.settings";

/// The player's preferences; `None` is "the mode's default". Stored as a JSON object of the
/// switches set (its keys in the order they have always been written); a value that is not
/// `true` or `false` reads as unset.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The coach in blitz and races (default off).
    #[serde(deserialize_with = "flag", skip_serializing_if = "Option::is_none")]
    pub coach_race: Option<bool>,
    /// The coach when playing alone or against a ghost (default off).
    #[serde(deserialize_with = "flag", skip_serializing_if = "Option::is_none")]
    pub coach_solo: Option<bool>,
    /// Whether the player muted the sounds (default: sounds on).
    #[serde(deserialize_with = "flag", skip_serializing_if = "Option::is_none")]
    pub mute: Option<bool>,
    /// Whether the first-run tutorial was finished or skipped (default: not yet).
    #[serde(deserialize_with = "flag", skip_serializing_if = "Option::is_none")]
    pub tutorial: Option<bool>,
    /// The crash warning: options from which a crash is certain are slashed, the coach off
    /// (default: on until the player's first win).
    #[serde(deserialize_with = "flag", skip_serializing_if = "Option::is_none")]
    pub warn: Option<bool>,
    /// The page's language as the reader chose it (default: the browser's), kept as its code.
    #[serde(
        deserialize_with = "language",
        serialize_with = "language_code",
        skip_serializing_if = "Option::is_none"
    )]
    pub lang: Option<Lang>,
    /// The page's colours as the reader chose them (default: the system's).
    #[serde(deserialize_with = "theme", skip_serializing_if = "Option::is_none")]
    pub theme: Option<Theme>,
}

impl Settings {
    /// The preferences stored as `text`; the defaults for what is missing or does not read.
    pub fn load(text: Option<&str>) -> Settings {
        text.and_then(|t| serde_json::from_str(t).ok())
            .unwrap_or_default()
    }

    /// The preferences as stored text.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("the preferences serialise")
    }

    /// Whether the coach is on, in a race (`racing`) or not.
    pub fn coach(&self, racing: bool) -> bool {
        if racing {
            self.coach_race.unwrap_or(false)
        } else {
            self.coach_solo.unwrap_or(false)
        }
    }

    /// Whether the first-run tutorial is behind the player.
    pub fn tutorial_done(&self) -> bool {
        self.tutorial.unwrap_or(false)
    }

    /// Whether the crash warning is on: as the player set it, else until their first win
    /// (`won_before`).
    pub fn crash_warning(&self, won_before: bool) -> bool {
        self.warn.unwrap_or(!won_before)
    }

    /// Whether the sounds are muted.
    pub fn muted(&self) -> bool {
        self.mute.unwrap_or(false)
    }

    /// The player switched the coach `on` or off, in a race (`racing`) or not.
    pub fn set_coach(&mut self, racing: bool, on: bool) {
        if racing {
            self.coach_race = Some(on);
        } else {
            self.coach_solo = Some(on);
        }
    }
}

/// A theme's stored code (`light`, `dark`); anything else is unset.
fn theme<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Theme>, D::Error> {
    Ok(Option::<serde_json::Value>::deserialize(d)?
        .as_ref()
        .and_then(serde_json::Value::as_str)
        .and_then(Theme::of)
        .filter(|&t| t != Theme::System))
}

/// A language's stored code (`en`, `fr`, `de`); anything else is unset.
fn language<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Lang>, D::Error> {
    Ok(serde_json::Value::deserialize(d)?
        .as_str()
        .and_then(Lang::of))
}

fn language_code<S: serde::Serializer>(lang: &Option<Lang>, s: S) -> Result<S::Ok, S::Error> {
    match lang {
        Some(lang) => s.serialize_str(lang.code()),
        None => s.serialize_none(),
    }
}

/// A switch's stored value: `true` or `false`; anything else is unset.
fn flag<'de, D: Deserializer<'de>>(d: D) -> Result<Option<bool>, D::Error> {
    Ok(serde_json::Value::deserialize(d)?.as_bool())
}
