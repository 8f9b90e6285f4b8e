//! Tournaments' rules: an arena's points with the streak, its table and tie-break, its pairing;
//! a Grand Prix's points by place, its table's tie-breaks and its groups; the settings.

use racetrack::rating::Score::{Draw, Loss, Win};
use racetrack::tournament::arena::{self, Game, Waiting};
use racetrack::tournament::grand_prix;
use racetrack::tournament::settings::{Kind, Settings, SettingsError};

#[test]
fn an_arena_win_after_two_in_a_row_scores_double_until_a_game_is_not_won() {
    assert_eq!(
        arena::points(&[Win, Win, Win, Win, Draw, Win, Win, Win, Loss, Win]),
        [2, 2, 4, 4, 1, 2, 2, 4, 0, 2]
    );
    assert_eq!(arena::points(&[Draw, Draw, Loss]), [1, 1, 0]);
    assert!(arena::points(&[]).is_empty());
}

fn game(a: i64, b: i64, result: racetrack::rating::Score) -> Game {
    Game {
        players: [a, b],
        ratings: [1500.0 + a as f64 * 100.0, 1500.0 + b as f64 * 100.0],
        result,
    }
}

#[test]
fn an_arena_table_sums_each_players_games_and_breaks_ties_by_performance() {
    // Ratings: player n is 1500 + 100 n.
    let games = [
        game(1, 2, Win),  // 1: W
        game(3, 4, Draw), // 3, 4: D
        game(1, 3, Win),  // 1: W W
        game(2, 4, Loss), // 2: L L, 4: D W
        game(1, 4, Win),  // 1: W W W (4 points), 4: D W L
        game(2, 3, Win),  // 2: L L W, 3: D L L
    ];
    let table = arena::standings(&[1, 2, 3, 4, 5], &games);
    let row = |p: i64| table.iter().find(|r| r.player == p).unwrap().clone();
    assert_eq!((row(1).points, row(1).games, row(1).wins), (8, 3, 3));
    assert!(row(1).streak, "three wins in a row: on fire");
    assert_eq!((row(2).points, row(3).points, row(4).points), (2, 1, 3));
    assert!(!row(4).streak);
    // 2: lost to 1 (1600 - 500) and to 4 (1900 - 500), beat 3 (1800 + 500): mean 1600.
    assert_eq!(row(2).performance, Some(1600));
    assert_eq!(row(5).games, 0);
    assert_eq!(row(5).performance, None);
    let order: Vec<i64> = table.iter().map(|r| r.player).collect();
    assert_eq!(order, [1, 4, 2, 3, 5]);
    assert_eq!(
        table.iter().map(|r| r.rank).collect::<Vec<_>>(),
        [1, 2, 3, 4, 5]
    );

    // Equal points: the better performance ranks first; equal both, one rank.
    let even = arena::standings(&[1, 2, 3, 4], &[game(1, 2, Win), game(4, 3, Win)]);
    let order: Vec<(i64, u32)> = even.iter().map(|r| (r.player, r.rank)).collect();
    // 4 beat 1800 (perf 2300), 1 beat 1700 (perf 2200); 3 lost to 1900 (1400), 2 to 1600 (1100).
    assert_eq!(order, [(4, 1), (1, 2), (3, 3), (2, 4)]);
    let tied = arena::standings(&[1, 2], &[game(1, 2, Draw)]);
    assert_eq!(
        tied.iter().map(|r| (r.rank, r.points)).collect::<Vec<_>>(),
        [(1, 1), (2, 1)],
        "a draw between 1600 and 1700: performances 1700 and 1600"
    );
}

#[test]
fn a_game_counts_for_the_players_of_the_arena_only() {
    let table = arena::standings(&[1], &[game(1, 9, Win)]);
    assert_eq!(table.len(), 1);
    assert_eq!(table[0].points, 2);
}

fn waiting(player: i64, points: u32, rating: f64, last: Option<i64>) -> Waiting {
    Waiting {
        player,
        points,
        rating,
        last_opponent: last,
    }
}

#[test]
fn waiting_players_are_paired_by_points_then_rating_never_with_the_last_opponent_while_others_wait()
{
    // By points, then rating: 3 (6), 1 (4, 1700), 4 (4, 1600), 2 (0).
    let w = [
        waiting(1, 4, 1700.0, None),
        waiting(2, 0, 1500.0, None),
        waiting(3, 6, 1500.0, None),
        waiting(4, 4, 1600.0, None),
    ];
    assert_eq!(arena::pair(&w), [[3, 1], [4, 2]]);
    // 3 just played 1: 3 meets 4, 1 meets 2.
    let w = [
        waiting(1, 4, 1700.0, Some(3)),
        waiting(2, 0, 1500.0, None),
        waiting(3, 6, 1500.0, Some(1)),
        waiting(4, 4, 1600.0, None),
    ];
    assert_eq!(arena::pair(&w), [[3, 4], [1, 2]]);
    // An odd player out waits.
    let w = [
        waiting(1, 0, 1500.0, None),
        waiting(2, 0, 1400.0, None),
        waiting(3, 0, 1300.0, None),
    ];
    assert_eq!(arena::pair(&w), [[1, 2]]);
    // Three waiting, two of whom just met: the rematch is not made while the third waits.
    let w = [
        waiting(1, 0, 1500.0, Some(2)),
        waiting(2, 0, 1400.0, Some(1)),
        waiting(3, 0, 1300.0, None),
    ];
    assert_eq!(arena::pair(&w), [[1, 3]]);
    // Two who just met and nobody else: they meet again.
    let w = [
        waiting(1, 0, 1500.0, Some(2)),
        waiting(2, 0, 1400.0, Some(1)),
    ];
    assert_eq!(arena::pair(&w), [[1, 2]]);
    assert!(arena::pair(&[waiting(1, 0, 1500.0, None)]).is_empty());
}

#[test]
fn a_grand_prix_scores_by_place_shared_places_alike_and_nothing_for_a_car_that_did_not_finish() {
    let scored: Vec<u32> = (1..=11).map(|p| grand_prix::points(Some(p))).collect();
    assert_eq!(scored, [25, 18, 15, 12, 10, 8, 6, 4, 2, 1, 0]);
    assert_eq!(grand_prix::points(None), 0);
    assert_eq!(grand_prix::points(Some(0)), 0);
    // Two cars sharing second place each score 18.
    let table = grand_prix::standings(
        &[1, 2, 3, 4],
        &[vec![(1, Some(1)), (2, Some(2)), (3, Some(2)), (4, None)]],
    );
    let points: Vec<(i64, u32)> = table.iter().map(|r| (r.player, r.points)).collect();
    assert_eq!(points, [(1, 25), (2, 18), (3, 18), (4, 0)]);
    assert_eq!(
        table.iter().map(|r| r.rank).collect::<Vec<_>>(),
        [1, 2, 2, 4]
    );
}

#[test]
fn grand_prix_ties_break_by_wins_then_second_places_then_the_better_last_result() {
    let races = vec![
        vec![(1, Some(1)), (2, Some(2)), (3, Some(3)), (4, Some(4))],
        vec![(1, Some(10)), (2, Some(6)), (3, Some(4)), (4, Some(3))],
    ];
    // Points: 1: 25 + 1 = 26; 2: 18 + 8 = 26; 3: 15 + 12 = 27; 4: 12 + 15 = 27.
    let table = grand_prix::standings(&[1, 2, 3, 4], &races);
    let order: Vec<i64> = table.iter().map(|r| r.player).collect();
    // 3 and 4 tie on 27 points, no wins, no seconds: 4's last place (3rd) beats 3's (4th).
    // 1 and 2 tie on 26: 1 has a win.
    assert_eq!(order, [4, 3, 1, 2]);
    assert_eq!(table[0].last, Some(3));
    assert_eq!((table[2].wins, table[3].seconds), (1, 1));

    // Equal wins: more second places first.
    let races = vec![
        vec![(1, Some(2)), (2, Some(3))],
        vec![(1, Some(3)), (2, Some(2))],
        vec![(1, Some(2)), (2, Some(1))],
        vec![(1, Some(1)), (2, Some(4))],
    ];
    // 1: 18 + 15 + 18 + 25 = 76, one win, two seconds; 2: 15 + 18 + 25 + 12 = 70.
    let table = grand_prix::standings(&[1, 2], &races);
    assert_eq!(
        (table[0].player, table[0].points, table[0].seconds),
        (1, 76, 2)
    );
    let races = vec![
        vec![(1, Some(1)), (2, Some(3)), (3, Some(2))],
        vec![(1, Some(4)), (2, Some(1)), (3, Some(3))],
        vec![(1, Some(2)), (2, Some(2)), (3, Some(1))],
    ];
    // 1: 25 + 12 + 18 = 55; 2: 15 + 25 + 18 = 58; 3: 18 + 15 + 25 = 58: 2 and 3 have one win
    // and one second place each; the last race decides (3 won it, 2 was second).
    let table = grand_prix::standings(&[1, 2, 3], &races);
    let order: Vec<(i64, u32)> = table.iter().map(|r| (r.player, r.points)).collect();
    assert_eq!(order, [(3, 58), (2, 58), (1, 55)]);
}

#[test]
fn more_than_eight_entrants_race_in_groups_by_rating_as_equal_as_can_be() {
    let entrants: Vec<(i64, f64)> = (1..=17).map(|p| (p, 1000.0 + p as f64)).collect();
    let groups = grand_prix::groups(&entrants);
    assert_eq!(groups.iter().map(Vec::len).collect::<Vec<_>>(), [6, 6, 5]);
    assert_eq!(
        groups[0],
        [17, 16, 15, 14, 13, 12],
        "the highest ratings together"
    );
    assert_eq!(groups[2], [5, 4, 3, 2, 1]);
    let nine: Vec<(i64, f64)> = (1..=9).map(|p| (p, 1500.0)).collect();
    assert_eq!(
        grand_prix::groups(&nine),
        [vec![1, 2, 3, 4, 5], vec![6, 7, 8, 9]],
        "equal ratings in the players' order"
    );
    assert_eq!(grand_prix::groups(&entrants[..8]).len(), 1);
    assert!(grand_prix::groups(&[]).is_empty());
}

const NOW: i64 = 1_800_000_000_000;

fn arena_settings() -> Settings {
    Settings {
        kind: Kind::Arena,
        name: "  Hourly arena ".into(),
        starts_ms: NOW + 60_000,
        minutes: Some(60),
        tracks: 3,
        move_seconds: 30,
        max_players: 100,
    }
}

#[test]
fn settings_are_checked_field_by_field() {
    let bounds = 2..=14 * 24 * 3600;
    let ok = arena_settings().check(NOW, bounds.clone()).unwrap();
    assert_eq!(ok.name, "Hourly arena");
    assert_eq!(ok.ends_ms(), Some(NOW + 60_000 + 3_600_000));
    let refused = |change: fn(&mut Settings)| {
        let mut s = arena_settings();
        change(&mut s);
        s.check(NOW, 2..=14 * 24 * 3600).unwrap_err()
    };
    assert_eq!(refused(|s| s.name = " ab ".into()), SettingsError::Name);
    assert_eq!(refused(|s| s.name = "x".repeat(61)), SettingsError::Name);
    assert_eq!(
        refused(|s| s.name = "tab\there".into()),
        SettingsError::Name
    );
    assert_eq!(refused(|s| s.starts_ms = NOW - 1), SettingsError::Start);
    assert_eq!(
        refused(|s| s.starts_ms = NOW + 31 * 24 * 3600 * 1000),
        SettingsError::Start
    );
    assert_eq!(refused(|s| s.minutes = Some(9)), SettingsError::Minutes);
    assert_eq!(refused(|s| s.minutes = Some(181)), SettingsError::Minutes);
    assert_eq!(refused(|s| s.minutes = None), SettingsError::Minutes);
    assert_eq!(refused(|s| s.tracks = 0), SettingsError::Tracks);
    assert_eq!(refused(|s| s.tracks = 21), SettingsError::Tracks);
    assert_eq!(refused(|s| s.move_seconds = 1), SettingsError::MoveSeconds);
    assert_eq!(refused(|s| s.max_players = 1), SettingsError::MaxPlayers);
    assert_eq!(refused(|s| s.max_players = 1001), SettingsError::MaxPlayers);
    assert_eq!(SettingsError::Start.field(), "starts_ms");

    let grand_prix = |tracks, minutes| Settings {
        kind: Kind::GrandPrix,
        tracks,
        minutes,
        ..arena_settings()
    };
    assert!(grand_prix(2, None).check(NOW, bounds.clone()).is_ok());
    assert_eq!(
        grand_prix(1, None).check(NOW, bounds.clone()),
        Err(SettingsError::Tracks)
    );
    assert_eq!(
        grand_prix(3, Some(60)).check(NOW, bounds),
        Err(SettingsError::Minutes)
    );
}

#[test]
fn an_arena_may_be_joined_until_four_fifths_of_its_time_a_grand_prix_until_it_starts() {
    let arena = arena_settings();
    let start = arena.starts_ms;
    assert!(arena.may_join(start - 1));
    assert!(arena.may_join(start + 48 * 60_000 - 1));
    assert!(!arena.may_join(start + 48 * 60_000));
    let grand_prix = Settings {
        kind: Kind::GrandPrix,
        minutes: None,
        ..arena_settings()
    };
    assert_eq!(grand_prix.ends_ms(), None);
    assert!(grand_prix.may_join(start - 1));
    assert!(!grand_prix.may_join(start));
}

#[test]
fn each_track_needs_a_start_point_per_car_that_races_on_it_at_once() {
    assert_eq!(arena_settings().starts_needed(), 2);
    let grand_prix = |max_players| Settings {
        kind: Kind::GrandPrix,
        minutes: None,
        max_players,
        ..arena_settings()
    };
    assert_eq!(grand_prix(3).starts_needed(), 3);
    assert_eq!(grand_prix(8).starts_needed(), 8);
    assert_eq!(
        grand_prix(100).starts_needed(),
        8,
        "raced in groups of eight"
    );
}
