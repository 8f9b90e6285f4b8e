//! The optimum of a track and the verdict on a run, as the levels table and the game say them.

use racetrack::search::{Solver, solve};
use racetrack::verdict::judge;
use racetrack::{Optimum, Outcome, Point, Rules, Track, Verdict};

#[test]
fn the_optimum_follows_the_outcome_of_an_optimal_search() {
    let track: Track = ">....*".parse().unwrap();
    let (outcome, _) = solve(&track, Rules::Strict, Solver::Bfs);
    assert_eq!(Optimum::of(&outcome), Optimum::Moves(3));
    let closest = Some(Point::new(0, 0));
    assert_eq!(
        Optimum::of(&Outcome::NoSolution { closest }),
        Optimum::NoSolution
    );
    assert_eq!(
        Optimum::of(&Outcome::LimitReached { closest }),
        Optimum::TooLarge
    );
    let words = [
        Optimum::Moves(21),
        Optimum::Moves(1),
        Optimum::NoSolution,
        Optimum::TooLarge,
    ]
    .map(|o| o.to_string());
    assert_eq!(
        words,
        ["21 moves", "1 move", "no solution", "too large to solve"]
    );
    assert_eq!(Optimum::Moves(4).moves(), Some(4));
    assert_eq!(Optimum::TooLarge.moves(), None);
}

#[test]
fn a_run_is_judged_against_a_known_optimum_only() {
    let ten = Some(Optimum::Moves(10));
    assert_eq!(judge(10, ten), Verdict::Optimal);
    assert_eq!(
        judge(12, ten),
        Verdict::Above {
            extra: 2,
            percent: 20
        }
    );
    // 573 against 21, as dfs does on the first circuit: +2629%.
    assert_eq!(judge(573, Some(Optimum::Moves(21))).to_string(), "+2629%");
    // 27 against 24 is 12.5% above: ties go to the even percentage, as the table always said.
    assert_eq!(judge(27, Some(Optimum::Moves(24))).describe(), "+12%");
    assert_eq!(judge(10, ten).describe(), "optimal");
    for unknown in [None, Some(Optimum::NoSolution), Some(Optimum::TooLarge)] {
        assert_eq!(judge(10, unknown), Verdict::Unknown);
    }
    // Fewer moves than the optimum cannot come from a legal run.
    assert_eq!(judge(9, ten), Verdict::Unknown);
    assert_eq!(Verdict::Unknown.to_string(), "?");
}

#[test]
fn outcomes_have_names_and_a_closest_point() {
    let track: Track = ">..#.*\n...#..".parse().unwrap();
    let (outcome, _) = solve(&track, Rules::Strict, Solver::Bfs);
    assert_eq!(outcome.name(), "no solution");
    assert_eq!(outcome.closest(), Some(Point::new(0, 2)));
    let (outcome, _) = solve(&track, Rules::Soft, Solver::Bfs);
    assert_eq!((outcome.name(), outcome.closest()), ("solved", None));
    let limit = Outcome::LimitReached { closest: None };
    assert_eq!((limit.name(), limit.closest()), ("limit reached", None));
}

#[test]
fn medals_are_the_optimum_then_within_ten_and_twenty_five_percent() {
    use racetrack::Medal;
    let opt = Optimum::Moves(20);
    assert_eq!(
        Medal::of(19, opt),
        Some(Medal::Gold),
        "under the optimum: a bad optimum, still gold"
    );
    assert_eq!(Medal::of(20, opt), Some(Medal::Gold));
    assert_eq!(Medal::of(22, opt), Some(Medal::Silver));
    assert_eq!(Medal::of(23, opt), Some(Medal::Bronze));
    assert_eq!(Medal::of(25, opt), Some(Medal::Bronze));
    assert_eq!(Medal::of(26, opt), None);
    assert_eq!(Medal::of(20, Optimum::NoSolution), None);
    assert_eq!(Medal::of(20, Optimum::TooLarge), None);
    // No overflow on the largest counts.
    assert_eq!(
        Medal::of(usize::MAX, Optimum::Moves(usize::MAX)),
        Some(Medal::Gold)
    );
    assert_eq!(Medal::of(usize::MAX, Optimum::Moves(1)), None);
}
