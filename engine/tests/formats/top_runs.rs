//! Record tables: ranks and ties, the top ten, the stable key, the JSON format's round trip, and
//! every kind of corrupt input refused precisely without a panic.

use proptest::prelude::*;
use racetrack::race::NameError;
use racetrack::top_runs::{
    Entry, EntryError, MAX_ENTRIES, MAX_TOP_RUNS_BYTES, Mode, TopRuns, TopRunsError, TrackKey,
    fnv1a64,
};
use racetrack::{Rules, Track};

const KEY: TrackKey = TrackKey(0x1fbc_7a12_bb39_def4);
const OTHER: TrackKey = TrackKey(0x0123_4567_89ab_cdef);

fn entry(name: &str, moves: u32) -> Entry {
    Entry::new(name, moves, Mode::Solo, "2025-05-01").unwrap()
}

fn names(table: &[Entry]) -> Vec<&str> {
    table.iter().map(Entry::name).collect()
}

#[test]
fn the_key_is_fnv1a_of_the_rules_and_the_track_text() {
    assert_eq!(fnv1a64(b""), 0xcbf2_9ce4_8422_2325);
    assert_eq!(fnv1a64(b"a"), 0xaf63_dc4c_8601_ec8c);
    assert_eq!(fnv1a64(b"foobar"), 0x8594_4171_f739_67e8);
    let track: Track = ">..*".parse().unwrap();
    let strict = TrackKey::of(&track, Rules::Strict);
    assert_eq!(strict.to_string(), "1fbc7a12bb39def4");
    assert_eq!(strict, KEY);
    assert_eq!(strict.0, fnv1a64(b"strict\n>..*\n"));
    assert_ne!(TrackKey::of(&track, Rules::Soft), strict);
    // The text as Display writes it: the same track from other line ends has the same key.
    let crlf: Track = ">..*\r\n\r\n".parse().unwrap();
    assert_eq!(TrackKey::of(&crlf, Rules::Strict), strict);
    let level = std::fs::read_to_string("../levels/01-first-circuit.txt").unwrap();
    let level: Track = level.parse().unwrap();
    assert_eq!(
        TrackKey::of(&level, Rules::Strict).to_string(),
        "2fb82cd6c14f4981"
    );
    assert_eq!("1fbc7a12bb39def4".parse(), Ok(KEY));
    for bad in [
        "1FBC7A12BB39DEF4",
        "1fbc7a12bb39def",
        "1fbc7a12bb39def4a",
        "+fbc7a12bb39def4",
    ] {
        assert_eq!(
            bad.parse::<TrackKey>(),
            Err(TopRunsError::BadKey(bad.into()))
        );
    }
}

#[test]
fn entries_are_checked() {
    let e = Entry::new("  Ada ", 21, Mode::HotSeat, "2024-02-29").unwrap();
    assert_eq!(
        (e.name(), e.moves(), e.mode(), e.date()),
        ("Ada", 21, Mode::HotSeat, "2024-02-29")
    );
    let new = |name: &str, moves, date: &str| Entry::new(name, moves, Mode::Solo, date).err();
    assert_eq!(
        new("", 1, "2024-01-01"),
        Some(EntryError::Name(NameError::Empty))
    );
    let long = "é".repeat(25);
    assert_eq!(
        new(&long, 1, "2024-01-01"),
        Some(EntryError::Name(NameError::TooLong { chars: 25 }))
    );
    assert_eq!(
        new("Ada", 0, "2024-01-01"),
        Some(EntryError::Moves("0".into()))
    );
    assert_eq!(
        new("Ada", 1_000_001, "2024-01-01"),
        Some(EntryError::Moves("1000001".into()))
    );
    for date in [
        "2023-02-29",
        "1900-02-29",
        "2024-13-01",
        "2024-00-10",
        "2024-04-31",
        "2024-1-01",
        "24-01-01",
        "2024/01/01",
        "2024-01-01T00:00",
        "２０２４-01-01",
    ] {
        assert_eq!(
            new("Ada", 1, date),
            Some(EntryError::Date(date.into())),
            "{date}"
        );
    }
    assert!(new("Ada", 1, "2000-02-29").is_none());
    assert_eq!("ai".parse(), Ok(Mode::Ai));
    assert_eq!("race".parse::<Mode>(), Err(EntryError::Mode("race".into())));
}

#[test]
fn ranks_count_from_one_and_on_a_tie_the_earlier_entry_stays_ahead() {
    let mut records = TopRuns::new();
    assert_eq!(records.best(KEY), None);
    assert_eq!(records.insert(KEY, entry("Ada", 21)), Some(1));
    assert_eq!(records.insert(KEY, entry("Bob", 19)), Some(1));
    assert_eq!(records.insert(KEY, entry("Cy", 21)), Some(3));
    assert_eq!(records.insert(KEY, entry("Di", 20)), Some(2));
    assert_eq!(names(records.table(KEY)), ["Bob", "Di", "Ada", "Cy"]);
    assert_eq!(records.best(KEY).map(Entry::name), Some("Bob"));
    assert!(records.table(OTHER).is_empty());
}

#[test]
fn a_table_keeps_the_top_ten() {
    let mut records = TopRuns::new();
    for moves in 1..=10 {
        assert_eq!(
            records.insert(KEY, entry(&format!("P{moves}"), moves * 2)),
            Some(moves as usize)
        );
    }
    // Equal to the tenth: the tenth stays ahead, so this one is out.
    assert_eq!(records.insert(KEY, entry("Late", 20)), None);
    assert_eq!(records.insert(KEY, entry("Slow", 99)), None);
    assert_eq!(records.insert(KEY, entry("Fast", 3)), Some(2));
    let table = records.table(KEY);
    assert_eq!(table.len(), MAX_ENTRIES);
    assert_eq!(table[1].name(), "Fast");
    assert_eq!(table[9].name(), "P9");
}

#[test]
fn merging_is_a_union_keeping_the_top_ten() {
    let mut mine = TopRuns::new();
    mine.insert(KEY, entry("Ada", 20));
    mine.insert(KEY, entry("Bob", 25));
    let mut theirs = TopRuns::new();
    theirs.insert(KEY, entry("Ada", 20));
    theirs.insert(KEY, entry("Cy", 20));
    for moves in 30..40 {
        theirs.insert(OTHER, entry("Di", moves));
    }
    let before = theirs.clone();
    assert_eq!(mine.merge(&theirs), 11);
    assert_eq!(names(mine.table(KEY)), ["Ada", "Cy", "Bob"]);
    assert_eq!(mine.table(OTHER), theirs.table(OTHER));
    // Merging again adds nothing.
    assert_eq!(mine.merge(&before), 0);
    let mut many = TopRuns::new();
    for moves in 1..=10 {
        many.insert(KEY, entry("Ed", moves));
    }
    mine.merge(&many);
    assert_eq!(mine.table(KEY).len(), MAX_ENTRIES);
    assert_eq!(mine.table(KEY).last().map(Entry::moves), Some(10));
}

#[test]
fn the_format_is_as_documented() {
    let mut records = TopRuns::new();
    records.insert(
        KEY,
        Entry::new("Ada \"A\" \\", 21, Mode::Ghost, "2025-05-01").unwrap(),
    );
    let json = records.to_json();
    assert_eq!(
        json,
        r#"{"version":1,"tables":{"1fbc7a12bb39def4":[{"name":"Ada \"A\" \\","moves":21,"mode":"ghost","date":"2025-05-01"}]}}"#
    );
    assert_eq!(TopRuns::new().to_json(), r#"{"version":1,"tables":{}}"#);
    // Entries out of order are sorted (stably), unknown members ignored, empty tables dropped.
    let text = r#"{"version":1,"extra":true,"tables":{
        "1fbc7a12bb39def4":[
            {"name":"B","moves":9,"mode":"ai","date":"2025-01-02","note":"x"},
            {"name":"A","moves":3,"mode":"blitz","date":"2025-01-01"},
            {"name":"C","moves":9,"mode":"solo","date":"2025-01-03"}],
        "0123456789abcdef":[]}}"#;
    let records = TopRuns::from_json(text).unwrap();
    assert_eq!(names(records.table(KEY)), ["A", "B", "C"]);
    assert_eq!(records.keys().collect::<Vec<_>>(), [KEY]);
}

/// A records text with one table of `entries` (JSON objects) under [`KEY`].
fn with_entries(entries: &str) -> String {
    format!(r#"{{"version":1,"tables":{{"1fbc7a12bb39def4":[{entries}]}}}}"#)
}

const AT: &str = r#"tables["1fbc7a12bb39def4"]"#;

#[test]
fn every_kind_of_corrupt_input_is_named() {
    let wrong = |at: &str, expected| TopRunsError::WrongType {
        at: at.into(),
        expected,
    };
    let bad = |i: usize, error| TopRunsError::Entry {
        at: format!("{AT}[{i}]"),
        error,
    };
    let good = r#"{"name":"Ada","moves":21,"mode":"solo","date":"2025-05-01"}"#;
    let huge = format!("{}{}", with_entries(good), " ".repeat(MAX_TOP_RUNS_BYTES));
    let cases: Vec<(String, TopRunsError)> = vec![
        (huge.clone(), TopRunsError::TooLarge { len: huge.len() }),
        (
            "[1,".into(),
            TopRunsError::NotJson("EOF while parsing a value at line 1 column 3".into()),
        ),
        (
            "".into(),
            TopRunsError::NotJson("EOF while parsing a value at line 1 column 0".into()),
        ),
        ("[]".into(), wrong("the records", "an object")),
        (
            "{}".into(),
            TopRunsError::Missing {
                at: "the records".into(),
                field: "version",
            },
        ),
        (
            r#"{"version":2,"tables":{}}"#.into(),
            TopRunsError::UnsupportedVersion("2".into()),
        ),
        (
            r#"{"version":"1","tables":{}}"#.into(),
            wrong("version", "a number"),
        ),
        (
            r#"{"version":1}"#.into(),
            TopRunsError::Missing {
                at: "the records".into(),
                field: "tables",
            },
        ),
        (
            r#"{"version":1,"tables":[]}"#.into(),
            wrong("tables", "an object"),
        ),
        (
            r#"{"version":1,"tables":{"XYZ":[]}}"#.into(),
            TopRunsError::BadKey("XYZ".into()),
        ),
        (
            r#"{"version":1,"tables":{"1fbc7a12bb39def4":{}}}"#.into(),
            wrong(AT, "an array of entries"),
        ),
        (
            with_entries(&[good; 11].join(",")),
            TopRunsError::TooManyEntries {
                at: AT.into(),
                count: 11,
            },
        ),
        (with_entries("3"), wrong(&format!("{AT}[0]"), "an object")),
        (
            with_entries(&format!("{good},{{}}")),
            TopRunsError::Missing {
                at: format!("{AT}[1]"),
                field: "name",
            },
        ),
        (
            with_entries(r#"{"name":7,"moves":21,"mode":"solo","date":"2025-05-01"}"#),
            wrong(&format!("{AT}[0].name"), "a string"),
        ),
        (
            with_entries(&format!(
                r#"{{"name":"{}","moves":21,"mode":"solo","date":"2025-05-01"}}"#,
                "n".repeat(25)
            )),
            bad(0, EntryError::Name(NameError::TooLong { chars: 25 })),
        ),
        (
            with_entries(r#"{"name":"Ada","moves":"21","mode":"solo","date":"2025-05-01"}"#),
            wrong(&format!("{AT}[0].moves"), "a whole number"),
        ),
        (
            with_entries(r#"{"name":"Ada","moves":2.5,"mode":"solo","date":"2025-05-01"}"#),
            wrong(&format!("{AT}[0].moves"), "a whole number"),
        ),
        (
            with_entries(r#"{"name":"Ada","moves":0,"mode":"solo","date":"2025-05-01"}"#),
            bad(0, EntryError::Moves("0".into())),
        ),
        (
            with_entries(r#"{"name":"Ada","moves":-4,"mode":"solo","date":"2025-05-01"}"#),
            bad(0, EntryError::Moves("-4".into())),
        ),
        (
            with_entries(
                r#"{"name":"Ada","moves":18446744073709551615,"mode":"solo","date":"2025-05-01"}"#,
            ),
            bad(0, EntryError::Moves("18446744073709551615".into())),
        ),
        (
            with_entries(r#"{"name":"Ada","moves":21,"mode":"race","date":"2025-05-01"}"#),
            bad(0, EntryError::Mode("race".into())),
        ),
        (
            with_entries(r#"{"name":"Ada","moves":21,"mode":"solo","date":"2025-02-30"}"#),
            bad(0, EntryError::Date("2025-02-30".into())),
        ),
        (
            with_entries(r#"{"name":"Ada","moves":21,"mode":"solo"}"#),
            TopRunsError::Missing {
                at: format!("{AT}[0]"),
                field: "date",
            },
        ),
    ];
    for (text, error) in cases {
        assert_eq!(TopRuns::from_json(&text), Err(error.clone()), "{text:.200}");
        assert!(!error.to_string().is_empty());
    }
    let message = TopRuns::from_json(&with_entries(
        r#"{"name":"Ada","moves":0,"mode":"solo","date":"2025-05-01"}"#,
    ))
    .unwrap_err()
    .to_string();
    assert_eq!(
        message,
        r#"tables["1fbc7a12bb39def4"][0]: 0 moves is out of range (1 to 1000000)"#
    );
}

#[test]
fn lenient_loading_sets_bad_tables_aside_and_keeps_the_good_ones() {
    let text = r#"{"version":1,"tables":{
        "0123456789abcdef":[{"name":"Ada","moves":5,"mode":"solo","date":"2025-05-01"}],
        "1fbc7a12bb39def4":[{"name":"Bob","moves":5,"mode":"solo","date":"2025-13-01"}],
        "not a key":[],
        "ffffffffffffffff":[{"name":"Cy","moves":7,"mode":"ai","date":"2025-05-01"}]}}"#;
    assert!(TopRuns::from_json(text).is_err());
    let (records, problems) = TopRuns::from_json_lenient(text);
    assert_eq!(
        records.keys().collect::<Vec<_>>(),
        [OTHER, TrackKey(u64::MAX)]
    );
    assert_eq!(records.best(OTHER).map(Entry::name), Some("Ada"));
    assert_eq!(
        problems,
        [
            TopRunsError::Entry {
                at: format!("{AT}[0]"),
                error: EntryError::Date("2025-13-01".into())
            },
            TopRunsError::BadKey("not a key".into()),
        ]
    );
    // A problem with the whole text leaves nothing to keep.
    let (records, problems) = TopRuns::from_json_lenient("not json");
    assert!(records.is_empty());
    assert!(matches!(problems[..], [TopRunsError::NotJson(_)]));
}

fn any_entry() -> impl Strategy<Value = Entry> {
    (
        "[a-zA-Z0-9 \"\\\\é漢🚗_-]{1,24}",
        1u32..=1_000_000,
        prop::sample::select(Mode::ALL.to_vec()),
        (1u32..=9999, 1u32..=12, 1u32..=28),
        any::<bool>(),
    )
        .prop_filter_map("blank name", |(name, moves, mode, (y, m, d), assisted)| {
            Entry::new(&name, moves, mode, &format!("{y:04}-{m:02}-{d:02}"))
                .ok()
                .map(|e| e.assisted(assisted))
        })
}

fn any_records() -> impl Strategy<Value = TopRuns> {
    prop::collection::vec((0u64..6, any_entry()), 0..40).prop_map(|items| {
        let mut records = TopRuns::new();
        for (key, entry) in items {
            records.insert(TrackKey(key.wrapping_mul(0x9e37_79b9_7f4a_7c15)), entry);
        }
        records
    })
}

proptest! {
    #[test]
    fn records_round_trip(records in any_records()) {
        let json = records.to_json();
        prop_assert_eq!(TopRuns::from_json(&json), Ok(records.clone()));
        let (lenient, problems) = TopRuns::from_json_lenient(&json);
        prop_assert_eq!(lenient, records);
        prop_assert!(problems.is_empty());
    }

    #[test]
    fn arbitrary_text_never_panics(text in "\\PC*") {
        let _ = TopRuns::from_json(&text);
        let _ = TopRuns::from_json_lenient(&text);
    }

    #[test]
    fn mutated_records_never_panic(
        records in any_records(),
        edits in prop::collection::vec((any::<prop::sample::Index>(), 0u8..3, any::<char>()), 1..6),
    ) {
        let mut chars: Vec<char> = records.to_json().chars().collect();
        for (at, kind, c) in edits {
            let i = at.index(chars.len() + 1);
            match kind {
                0 if i < chars.len() => { chars.remove(i); }
                1 if i < chars.len() => chars[i] = c,
                _ => chars.insert(i, c),
            }
        }
        let text: String = chars.into_iter().collect();
        let strict = TopRuns::from_json(&text);
        let (lenient, problems) = TopRuns::from_json_lenient(&text);
        // Whatever is kept is valid: it writes and reads back the same.
        prop_assert_eq!(TopRuns::from_json(&lenient.to_json()), Ok(lenient.clone()));
        match strict {
            Ok(strict) => {
                prop_assert_eq!(strict, lenient);
                prop_assert!(problems.is_empty());
            }
            Err(error) => prop_assert!(problems.contains(&error)),
        }
    }
}

#[test]
fn the_documented_example_reads() {
    let readme = std::fs::read_to_string("../docs/records.md").unwrap();
    let section = &readme[readme.find("## Version 1").unwrap()..];
    let start = section.find("```json\n").unwrap() + "```json\n".len();
    let example = &section[start..start + section[start..].find("```").unwrap()];
    let records = TopRuns::from_json(example).unwrap();
    let track: Track = ">..*".parse().unwrap();
    let key = TrackKey::of(&track, Rules::Strict);
    assert_eq!(names(records.table(key)), ["Ada", "Bob"]);
    assert_eq!(records.best(key).map(Entry::mode), Some(Mode::Solo));
}

#[test]
fn an_assisted_run_is_marked_kept_and_ranked_after_a_clean_one_on_equal_moves() {
    let key = TrackKey(7);
    let mut records = TopRuns::new();
    assert_eq!(
        records.insert(key, entry("Ann", 12).assisted(true)),
        Some(1)
    );
    // A clean run of as many moves goes ahead of the assisted one; another assisted one after.
    assert_eq!(records.insert(key, entry("Bo", 12)), Some(1));
    assert_eq!(records.insert(key, entry("Cy", 12).assisted(true)), Some(3));
    assert_eq!(records.insert(key, entry("Di", 11).assisted(true)), Some(1));
    let json = records.to_json();
    assert!(
        json.contains(
            r#""name":"Ann","moves":12,"mode":"solo","date":"2025-05-01","assisted":true"#
        ),
        "{json}"
    );
    assert!(
        json.contains(r#""name":"Bo","moves":12,"mode":"solo","date":"2025-05-01"}"#),
        "{json}"
    );
    let back = TopRuns::from_json(&json).unwrap();
    let marks: Vec<(&str, bool)> = back
        .table(key)
        .iter()
        .map(|e| (e.name(), e.is_assisted()))
        .collect();
    assert_eq!(
        marks,
        [("Di", true), ("Bo", false), ("Ann", true), ("Cy", true)]
    );
    // A file with the assisted run first is read back clean first.
    let text = r#"{"version":1,"tables":{"0000000000000007":[
        {"name":"A","moves":5,"mode":"solo","date":"2025-05-01","assisted":true},
        {"name":"B","moves":5,"mode":"solo","date":"2025-05-01","assisted":false}]}}"#;
    let read = TopRuns::from_json(text).unwrap();
    assert_eq!(read.best(key).map(Entry::name), Some("B"));
    // A mark that is not true or false refuses the entry, naming it.
    let bad = text.replace(r#""assisted":true"#, r#""assisted":"yes""#);
    let error = TopRuns::from_json(&bad).unwrap_err().to_string();
    assert!(
        error.contains(r#"tables["0000000000000007"][0].assisted"#),
        "{error}"
    );
}

#[test]
fn an_entry_is_renamed_in_place_by_its_rank() {
    let mut runs = TopRuns::new();
    runs.insert(KEY, entry("You", 20));
    runs.insert(KEY, entry("Bea", 18).assisted(true));
    assert_eq!(runs.rename(KEY, 2, "  Ada "), Ok(true));
    assert_eq!(names(runs.table(KEY)), ["Bea", "Ada"]);
    let renamed = &runs.table(KEY)[1];
    assert_eq!((renamed.moves(), renamed.is_assisted()), (20, false));
    // No such rank, no such table: nothing changes.
    assert_eq!(runs.rename(KEY, 3, "Cy"), Ok(false));
    assert_eq!(runs.rename(KEY, 0, "Cy"), Ok(false));
    assert_eq!(runs.rename(OTHER, 1, "Cy"), Ok(false));
    // A name the entries refuse is refused here too, and the entry keeps its own.
    assert!(runs.rename(KEY, 1, "   ").is_err());
    assert_eq!(names(runs.table(KEY)), ["Bea", "Ada"]);
}
