//! Track files: what parses, every error variant with its position, round-trips, and no panic on
//! arbitrary bytes.

use proptest::prelude::*;
use racetrack::track::{MAX_TRACK_POINTS, MAX_TRACK_SIDE};
use racetrack::{Cell, ParseTrackError, Point, Track};

#[test]
fn parses_cells_and_coordinates() {
    let track: Track = "#>.\n.*#\n".parse().unwrap();
    assert_eq!((track.rows(), track.cols()), (2, 3));
    assert_eq!(track.cell(Point::new(0, 0)), Cell::Obstacle);
    assert_eq!(track.cell(Point::new(0, 1)), Cell::Start);
    assert_eq!(track.cell(Point::new(1, 1)), Cell::Finish);
    assert_eq!(track.cell(Point::new(1, 0)), Cell::Road);
    assert_eq!(track.starts(), vec![Point::new(0, 1)]);
    assert_eq!(track.finishes(), vec![Point::new(1, 1)]);
}

#[test]
fn everything_off_the_grid_is_obstacle() {
    let track: Track = ">*".parse().unwrap();
    for p in [
        Point::new(-1, 0),
        Point::new(0, -1),
        Point::new(1, 0),
        Point::new(0, 2),
    ] {
        assert_eq!(track.cell(p), Cell::Obstacle);
        assert!(!track.is_free(p));
    }
}

#[test]
fn accepts_crlf_missing_final_newline_and_trailing_blank_lines() {
    let expected: Track = ">..\n..*\n".parse().unwrap();
    for text in [
        ">..\r\n..*\r\n",
        ">..\n..*",
        ">..\n..*\n\n\n",
        ">..\r\n..*\r\n\r\n",
    ] {
        assert_eq!(text.parse::<Track>().unwrap(), expected, "{text:?}");
    }
}

#[test]
fn short_lines_are_padded_with_obstacles() {
    let track: Track = ">....\n.*\n".parse().unwrap();
    assert_eq!(track.cols(), 5);
    assert_eq!(track.cell(Point::new(1, 4)), Cell::Obstacle);
    assert_eq!(track.to_string(), ">....\n.*###\n");
}

#[test]
fn an_unknown_character_names_its_line_and_column() {
    let err = ">..\n.x*\n".parse::<Track>().unwrap_err();
    assert_eq!(
        err,
        ParseTrackError::UnknownCharacter {
            line: 2,
            column: 2,
            character: 'x'
        }
    );
    assert_eq!(
        err.to_string(),
        "line 2, column 2: unknown character 'x' (expected '.', '#', '>', '*', '~', ':', '^', \
         a checkpoint 1 to 9, or a Karopapier mapcode's letters)"
    );
    // Columns count characters, not bytes.
    let err = ">é*".parse::<Track>().unwrap_err();
    assert_eq!(
        err,
        ParseTrackError::UnknownCharacter {
            line: 1,
            column: 2,
            character: 'é'
        }
    );
    // A tab is not whitespace to skip.
    assert!(matches!(
        ">\t*".parse::<Track>(),
        Err(ParseTrackError::UnknownCharacter { column: 2, .. })
    ));
}

#[test]
fn each_missing_piece_has_its_own_error() {
    assert_eq!("".parse::<Track>(), Err(ParseTrackError::Empty));
    assert_eq!("\n\n".parse::<Track>(), Err(ParseTrackError::Empty));
    // Only spaces and tabs (a paste of nothing much) is empty too, not an unknown character.
    assert_eq!("   \n\t\r\n".parse::<Track>(), Err(ParseTrackError::Empty));
    assert_eq!("..*".parse::<Track>(), Err(ParseTrackError::NoStart));
    assert_eq!(">..".parse::<Track>(), Err(ParseTrackError::NoFinish));
    assert_eq!(
        Track::parse_bytes(b">.\xff*"),
        Err(ParseTrackError::NotText { offset: 2 })
    );
    for err in [
        ParseTrackError::Empty,
        ParseTrackError::NoStart,
        ParseTrackError::NoFinish,
    ] {
        assert!(!err.to_string().is_empty());
    }
}

#[test]
fn a_side_over_the_cap_is_refused() {
    let wide = format!(">*{}", ".".repeat(MAX_TRACK_SIDE - 1));
    assert_eq!(
        wide.parse::<Track>(),
        Err(ParseTrackError::SideTooLong {
            rows: 1,
            cols: MAX_TRACK_SIDE + 1
        })
    );
    let tall = format!(">*\n{}", ".\n".repeat(MAX_TRACK_SIDE));
    let error = tall.parse::<Track>().unwrap_err();
    assert_eq!(
        error,
        ParseTrackError::SideTooLong {
            rows: MAX_TRACK_SIDE + 1,
            cols: 2
        }
    );
    assert_eq!(
        error.to_string(),
        "the track is 16385 x 2 points; a side may be at most 16384 points long"
    );
}

#[test]
fn a_grid_over_the_point_cap_is_refused() {
    // Short lines are padded, so one long line makes every row that wide.
    let text = format!(">*\n{}{}\n", ".\n".repeat(1023), ".".repeat(1025));
    let error = text.parse::<Track>().unwrap_err();
    assert_eq!(
        error,
        ParseTrackError::TooManyPoints {
            rows: 1025,
            cols: 1025
        }
    );
    assert_eq!(
        error.to_string(),
        "the track is 1025 x 1025 = 1050625 points; at most 1048576 points are allowed"
    );
    let rows = vec![vec![Cell::Road; 1025]; 1025];
    assert!(matches!(
        Track::from_rows(rows),
        Err(ParseTrackError::TooManyPoints { .. })
    ));
}

#[test]
fn the_largest_grids_parse() {
    let cols = MAX_TRACK_POINTS / 64;
    let full = format!(
        ">*{}\n{}",
        ".".repeat(cols - 2),
        format!("{}\n", ".".repeat(cols)).repeat(63)
    );
    let track: Track = full.parse().unwrap();
    assert_eq!((track.rows(), track.cols()), (64, MAX_TRACK_SIDE));
    assert_eq!(track.cells().len(), MAX_TRACK_POINTS);
    let strip = format!(">{}*", ".".repeat(MAX_TRACK_SIDE - 2));
    let track: Track = strip.parse().unwrap();
    assert_eq!((track.rows(), track.cols()), (1, MAX_TRACK_SIDE));
    let tall = format!(">\n{}*\n", ".\n".repeat(MAX_TRACK_SIDE - 2));
    let track: Track = tall.parse().unwrap();
    assert_eq!((track.rows(), track.cols()), (MAX_TRACK_SIDE, 1));
    assert_eq!(track.to_string(), tall);
}

#[test]
fn text_over_the_byte_cap_is_refused_before_parsing() {
    use racetrack::track::MAX_TRACK_BYTES;
    let huge = format!(">*\n{}", "\n".repeat(MAX_TRACK_BYTES));
    assert_eq!(huge.parse::<Track>(), Err(ParseTrackError::TooLong));
    assert_eq!(
        Track::parse_bytes(huge.as_bytes()),
        Err(ParseTrackError::TooLong)
    );
    // Trailing blank lines are fine below the cap.
    let padded = format!(">*\n{}", "\n".repeat(1000));
    assert!(padded.parse::<Track>().is_ok());
}

#[test]
fn the_shared_classics_round_trip() {
    let dir = format!("{}/../levels", env!("CARGO_MANIFEST_DIR"));
    let mut seen = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "txt") {
            let track: Track = std::fs::read_to_string(&path).unwrap().parse().unwrap();
            assert_eq!(
                track.to_string().parse::<Track>().unwrap(),
                track,
                "{path:?}"
            );
            seen += 1;
        }
    }
    assert!(seen >= 8);
}

fn cell() -> impl Strategy<Value = Cell> {
    prop_oneof![
        Just(Cell::Road),
        Just(Cell::Obstacle),
        Just(Cell::Start),
        Just(Cell::Finish)
    ]
}

proptest! {
    #[test]
    fn parsing_arbitrary_bytes_never_panics(bytes in proptest::collection::vec(any::<u8>(), 0..300)) {
        let _ = Track::parse_bytes(&bytes);
    }

    #[test]
    fn parsing_near_valid_text_never_panics(text in "[.#>*\r\nx]{0,200}") {
        if let Ok(track) = text.parse::<Track>() {
            prop_assert_eq!(track.to_string().parse::<Track>().unwrap(), track);
        }
    }

    #[test]
    fn display_then_parse_is_the_identity(
        rows in proptest::collection::vec(proptest::collection::vec(cell(), 1..12), 1..12)
    ) {
        if let Ok(track) = Track::from_rows(rows) {
            let text = track.to_string();
            prop_assert_eq!(text.parse::<Track>().unwrap(), track);
        }
    }
}

#[test]
fn scaling_refuses_zero_moving_elements_and_grids_over_the_limits() {
    use racetrack::track::ScaleError;
    let track: Track = ">.*".parse().unwrap();
    assert_eq!(track.scaled(0), Err(ScaleError::Zero));
    let gated: Track = ">..*\n@gate 0,1 cycle 4 closed 0-1\n".parse().unwrap();
    assert_eq!(gated.scaled(2), Err(ScaleError::MovingElements));
    // 3 columns x 5,000 = 15,000 a side (within 16,384) but 15,000^2 points: too many.
    let error = track.scaled(5_000).unwrap_err();
    assert!(matches!(
        error,
        ScaleError::TooLarge(ParseTrackError::TooManyPoints { .. }, 5_000)
    ));
    assert!(
        error
            .to_string()
            .starts_with("scaled 5000 times, the track is"),
        "{error}"
    );
    assert!(matches!(
        track.scaled(usize::MAX),
        Err(ScaleError::TooLarge(ParseTrackError::SideTooLong { .. }, _))
    ));
}

proptest! {
    #[test]
    fn scaling_makes_every_point_a_block_of_its_cell(
        rows in proptest::collection::vec(proptest::collection::vec(cell(), 1..8), 1..8),
        factor in 1usize..5,
    ) {
        if let Ok(track) = Track::from_rows(rows) {
            let big = track.scaled(factor).unwrap();
            prop_assert_eq!((big.rows(), big.cols()), (track.rows() * factor, track.cols() * factor));
            for (index, &cell) in big.cells().iter().enumerate() {
                let (row, col) = (index / big.cols(), index % big.cols());
                prop_assert_eq!(cell, track.cells()[row / factor * track.cols() + col / factor]);
            }
            if factor == 1 {
                prop_assert_eq!(big, track);
            }
        }
    }
}
