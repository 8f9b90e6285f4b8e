//! The player's preferences, kept across visits under one storage key as a small JSON object:
//! the coach switch, remembered apart for playing alone and for racing; the mute; whether the
//! tutorial is done; the crash warning (on until the first win). The coach is off until the player switches it on (its live counts make a
//! run assisted, so a newcomer's runs are clean); the choice is kept apart for playing alone
//! and for racing.
//! Stored text that does not read (another version, garbage) gives the defaults.

use serde_json::{Map, Value};

/// The storage key of the preferences.
pub const SETTINGS_KEY: &str = "racetrack.settings";

/// The player's preferences; `None` is "the mode's default".
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Settings {
    /// The coach when playing alone or against a ghost (default off).
    pub coach_solo: Option<bool>,
    /// The coach in blitz and races (default off).
    pub coach_race: Option<bool>,
    /// Whether the player muted the sounds (default: sounds on).
    pub mute: Option<bool>,
    /// Whether the first-run tutorial was finished or skipped (default: not yet).
    pub tutorial: Option<bool>,
    /// The crash warning: options from which a crash is certain are slashed, the coach off
    /// (default: on until the player's first win).
    pub warn: Option<bool>,
}

impl Settings {
    /// The preferences stored as `text`; the defaults for what is missing or does not read.
    pub fn load(text: Option<&str>) -> Settings {
        let object = text
            .and_then(|t| serde_json::from_str::<Value>(t).ok())
            .and_then(|v| v.as_object().cloned())
            .unwrap_or_default();
        let flag = |name: &str| object.get(name).and_then(Value::as_bool);
        Settings {
            coach_solo: flag("coach_solo"),
            coach_race: flag("coach_race"),
            mute: flag("mute"),
            tutorial: flag("tutorial"),
            warn: flag("warn"),
        }
    }

    /// The preferences as stored text.
    pub fn to_json(&self) -> String {
        let mut object = Map::new();
        for (name, value) in [
            ("coach_solo", self.coach_solo),
            ("coach_race", self.coach_race),
            ("mute", self.mute),
            ("tutorial", self.tutorial),
            ("warn", self.warn),
        ] {
            if let Some(on) = value {
                object.insert(name.into(), Value::Bool(on));
            }
        }
        Value::Object(object).to_string()
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
