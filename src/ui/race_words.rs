//! The engine's typed answers about races, records and names, in the reader's words: why a race
//! cannot start, why a move or an answer is refused, why a file is not a race record or does not
//! play back, why an imported Karopapier game does not check, why saved records do not read,
//! why a name is refused, why no random track was made.
//! The engine's own `Display` stays English for the command line and the bots; the page words
//! each case from its catalog, never from that text.

use racetrack::generate::{GenerateError, MAX_DRAWS, MAX_SIDE, MIN_SIDE};
use racetrack::race::record::karopapier::{ImportError, cells};
use racetrack::race::record::{
    CheckError, MAX_RECORD_BYTES, MAX_ROUNDS, NotARace, RECORD_VERSION, RecordError,
};
use racetrack::race::recorder::{AnswerError, SetupError};
use racetrack::race::{CarId, MAX_CARS, MAX_CRASH_PENALTY, MAX_NAME_CHARS, NameError, RaceError};
use racetrack::top_runs::{
    EntryError, MAX_ENTRIES, MAX_MOVES, MAX_TOP_RUNS_BYTES, TopRunsError, VERSION,
};

use super::engine_words::{named, parse_error};
use super::i18n::{Arg, Words};

/// Why a name is refused.
pub(crate) fn name_error(w: &Words, e: &NameError) -> String {
    match e {
        NameError::Empty => w.get("name-empty"),
        NameError::TooLong { chars } => w.with(
            "name-too-long",
            &[("chars", (*chars).into()), ("max", MAX_NAME_CHARS.into())],
        ),
        NameError::ControlCharacter { position } => {
            w.with("name-control", &[("position", (*position).into())])
        }
    }
}

/// Why a race cannot be set up or a move is refused; `car` names a car as the page does.
pub(crate) fn race_error(w: &Words, e: &RaceError, car: &dyn Fn(CarId) -> String) -> String {
    let the = |id: &CarId| ("car", Arg::from(car(*id)));
    match e {
        RaceError::CarCount(count) => w.with(
            "race-car-count",
            &[("count", (*count).into()), ("max", MAX_CARS.into())],
        ),
        RaceError::Name { car: id, error } => named(w, &car(*id), &name_error(w, error)),
        RaceError::SameName(name) => w.with("race-same-name", &[("name", name.into())]),
        RaceError::TooFewStarts { starts, cars } => w.with(
            "race-too-few-starts",
            &[("starts", (*starts).into()), ("cars", (*cars).into())],
        ),
        RaceError::Penalty(turns) => w.with(
            "race-penalty",
            &[
                ("turns", (*turns).into()),
                ("max", MAX_CRASH_PENALTY.into()),
            ],
        ),
        RaceError::NoSuchCar(id) => w.with("race-no-such-car", &[the(id)]),
        RaceError::Over => w.get("race-over"),
        RaceError::OutOfRace(id) => w.with("race-out", &[the(id)]),
        RaceError::NotYourTurn(id) => w.with("race-not-your-turn", &[the(id)]),
        RaceError::WrongTurnOrder(_) | RaceError::RoundOrder(_) => w.get("race-wrong-order"),
        RaceError::Occupied { car: id, to } => w.with(
            "race-occupied",
            &[the(id), ("point", to.to_string().into())],
        ),
        RaceError::Illegal { car: id, to } => {
            w.with("race-illegal", &[the(id), ("point", to.to_string().into())])
        }
    }
}

/// Why a recorded race cannot be set up.
pub(crate) fn setup_error(w: &Words, e: &SetupError, car: &dyn Fn(CarId) -> String) -> String {
    match e {
        SetupError::Race(e) => race_error(w, e, car),
        SetupError::TooManyRounds => {
            w.with("record-too-many-rounds", &[("max", MAX_ROUNDS.into())])
        }
    }
}

/// Why a player's answer (a start point, a move) is not taken.
pub(crate) fn answer_error(w: &Words, e: &AnswerError, car: &dyn Fn(CarId) -> String) -> String {
    let the = |id: &CarId| ("car", Arg::from(car(*id)));
    match e {
        AnswerError::Over => w.get("race-over"),
        // The engine counts this car from 1.
        AnswerError::NoSuchCar(number) => {
            let car = w.with("race-car", &[("number", (*number).into())]);
            w.with("race-no-such-car", &[("car", car.into())])
        }
        AnswerError::NotPending(id) => w.with("answer-not-pending", &[the(id)]),
        AnswerError::Answered(id) => w.with("answer-answered", &[the(id)]),
        AnswerError::Kind { car: id, .. } => w.with("answer-kind", &[the(id)]),
        AnswerError::Acceleration(x, y) => w.with(
            "answer-acceleration",
            &[("x", x.to_string().into()), ("y", y.to_string().into())],
        ),
        AnswerError::Terrain(id) => w.with("answer-terrain", &[the(id)]),
        AnswerError::Illegal(e) => race_error(w, e, car),
    }
}

/// Why a file is not a race record; its cars are named as the record names them.
pub(crate) fn record_error(w: &Words, e: &RecordError) -> String {
    match e {
        RecordError::TooLarge => w.with(
            "record-too-large",
            &[("mib", (MAX_RECORD_BYTES >> 20).into())],
        ),
        RecordError::Json(_) => w.get("record-not-json"),
        RecordError::Version { format, version } => w.with(
            "record-version",
            &[
                ("format", format.into()),
                ("found", version.to_string().into()),
                ("version", RECORD_VERSION.to_string().into()),
            ],
        ),
        RecordError::Setup(e) => not_a_race(w, e),
    }
}

fn not_a_race(w: &Words, e: &NotARace) -> String {
    let car = |id: CarId| w.with("race-car", &[("number", (id.0 + 1).into())]);
    match e {
        NotARace::Rounds(rounds) => w.with(
            "record-rounds",
            &[("rounds", (*rounds).into()), ("max", MAX_ROUNDS.into())],
        ),
        NotARace::Track(e) => w.with("record-track", &[("why", parse_error(w, e).into())]),
        NotARace::Rules(rules) => w.with("record-rules", &[("rules", rules.into())]),
        NotARace::RulesVersion(version) => {
            let known = racetrack::race::RULES_VERSIONS;
            w.with(
                "record-rules-version",
                &[
                    ("version", (*version).into()),
                    ("first", (*known.start()).into()),
                    ("last", (*known.end()).into()),
                ],
            )
        }
        NotARace::Race(e) => race_error(w, e, &car),
        NotARace::Recorder(e) => setup_error(w, e, &car),
    }
}

/// Why a record does not play back as it is written.
pub(crate) fn check_error(w: &Words, e: &CheckError) -> String {
    match e {
        CheckError::Record(e) => record_error(w, e),
        CheckError::Mismatch(m) if m.round == 0 => w.get("record-mismatch-standings"),
        CheckError::Mismatch(m) => w.with("record-mismatch", &[("round", m.round.into())]),
    }
}

/// Why a game of Karopapier cannot be imported (not JSON of a game's shape: the caller says
/// what the file is not).
pub(crate) fn import_error(w: &Words, e: &ImportError) -> String {
    match e {
        ImportError::Json(_) | ImportError::Setup(_) => w.get("import-not-race"),
        ImportError::Illegal {
            player,
            round,
            from,
            to,
            passes,
            ..
        } => {
            let cell = |p: &racetrack::Point| cells(&[(p.col, p.row)]);
            w.with(
                "import-illegal",
                &[
                    ("player", player.into()),
                    ("round", (*round).into()),
                    ("from", cell(from).into()),
                    ("to", cell(to).into()),
                    ("cells", cells(passes).into()),
                ],
            )
        }
        ImportError::Disagrees { player, round, .. } => w.with(
            "import-disagrees",
            &[("player", player.into()), ("round", (*round).into())],
        ),
    }
}

/// Why saved or imported records (or a part of them) do not read.
pub(crate) fn top_runs_error(w: &Words, e: &TopRunsError) -> String {
    match e {
        TopRunsError::TooLarge { len } => w.with(
            "records-too-large",
            &[("len", (*len).into()), ("max", MAX_TOP_RUNS_BYTES.into())],
        ),
        TopRunsError::NotJson(_) => w.get("records-not-json"),
        TopRunsError::UnsupportedVersion(version) => w.with(
            "records-version",
            &[
                ("version", version.into()),
                ("supported", VERSION.to_string().into()),
            ],
        ),
        TopRunsError::Missing { at, field } => w.with(
            "records-missing",
            &[("at", at.into()), ("field", (*field).into())],
        ),
        TopRunsError::WrongType { at, .. } => w.with("records-wrong-type", &[("at", at.into())]),
        TopRunsError::BadKey(key) => w.with("records-bad-key", &[("key", key.into())]),
        TopRunsError::TooManyEntries { at, count } => w.with(
            "records-too-many",
            &[
                ("at", at.into()),
                ("count", (*count).into()),
                ("max", MAX_ENTRIES.into()),
            ],
        ),
        TopRunsError::Entry { at, error } => named(w, at, &entry_error(w, error)),
    }
}

/// Why a line of a records table is refused.
pub(crate) fn entry_error(w: &Words, e: &EntryError) -> String {
    match e {
        EntryError::Name(e) => name_error(w, e),
        EntryError::Moves(moves) => w.with(
            "entry-moves",
            &[("moves", moves.into()), ("max", MAX_MOVES.into())],
        ),
        EntryError::Mode(mode) => w.with("entry-mode", &[("mode", mode.into())]),
        EntryError::Date(date) => w.with("entry-date", &[("date", date.into())]),
    }
}

/// Why no random track was made.
pub(crate) fn generate_error(w: &Words, e: &GenerateError) -> String {
    let size =
        |rows: &usize, cols: &usize| [("rows", Arg::from(*rows)), ("cols", Arg::from(*cols))];
    match e {
        GenerateError::BadSize { rows, cols } => {
            let [r, c] = size(rows, cols);
            w.with(
                "generate-bad-size",
                &[r, c, ("min", MIN_SIDE.into()), ("max", MAX_SIDE.into())],
            )
        }
        GenerateError::NoAcceptableDraw {
            seed, rows, cols, ..
        } => {
            let [r, c] = size(rows, cols);
            w.with(
                "generate-no-draw",
                &[
                    r,
                    c,
                    ("seed", seed.to_string().into()),
                    ("draws", MAX_DRAWS.into()),
                ],
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_answer_for_a_car_not_in_the_race_names_it_as_a_car() {
        // It read "there is no 3 in this race": the engine's number was given as the car.
        let words = Words::english();
        let said = answer_error(&words, &AnswerError::NoSuchCar(3), &|_| String::new());
        assert_eq!(said, "there is no car 3 in this race");
    }
}
