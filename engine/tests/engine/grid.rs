//! The row-major grid: sizes, indices and points, checked access, and the layouts that share it.

use racetrack::{DistanceMap, Grid, Point, Track};

#[test]
fn a_grid_is_row_major() {
    let mut grid = Grid::new(2, 3, 0u32);
    assert_eq!((grid.rows(), grid.cols(), grid.len()), (2, 3, 6));
    assert!(!grid.is_empty());
    for (i, (p, _)) in grid.clone().iter_points().enumerate() {
        assert_eq!(grid.index(p), Some(i));
        assert_eq!(grid.point(i), p);
        grid[p] = i as u32 * 10;
    }
    assert_eq!(grid.as_slice(), &[0, 10, 20, 30, 40, 50]);
    assert_eq!(grid[Point::new(1, 0)], 30);
    *grid.get_mut(Point::new(0, 2)).unwrap() += 1;
    grid.as_mut_slice()[0] = 7;
    assert_eq!(
        grid.lines().collect::<Vec<_>>(),
        [&[7, 10, 21][..], &[30, 40, 50]]
    );
    assert_eq!(
        grid.map(|v| v % 2 == 1).as_slice()[..3],
        [true, false, true]
    );
    assert_eq!(grid.clone().into_vec().len(), 6);
}

#[test]
fn off_grid_points_are_refused_by_the_checked_accessors() {
    let mut grid = Grid::new(2, 3, 'x');
    for p in [
        Point::new(-1, 0),
        Point::new(0, -1),
        Point::new(2, 0),
        Point::new(0, 3),
    ] {
        assert!(!grid.contains(p));
        assert_eq!(grid.index(p), None);
        assert_eq!(grid.get(p), None);
        assert_eq!(grid.get_mut(p), None);
    }
}

#[test]
#[should_panic(expected = "off the 2 x 3 grid")]
fn indexing_off_the_grid_panics_like_a_slice() {
    let grid = Grid::new(2, 3, 0u8);
    let _ = grid[Point::new(0, 3)];
}

#[test]
fn from_vec_needs_exactly_rows_times_cols_values() {
    assert_eq!(Grid::from_vec(2, 2, vec![1, 2, 3]), None);
    assert_eq!(Grid::from_vec(usize::MAX, 2, vec![1, 2]), None);
    let grid = Grid::from_vec(2, 2, vec![1, 2, 3, 4]).unwrap();
    assert_eq!(grid[Point::new(1, 1)], 4);
    assert!(Grid::from_vec(0, 5, Vec::<u8>::new()).unwrap().is_empty());
}

#[test]
fn the_track_and_the_distance_map_share_the_layout() {
    let track: Track = ">.#\n..*".parse().unwrap();
    assert_eq!(track.grid().as_slice(), track.cells());
    assert_eq!(track.grid()[Point::new(1, 2)], racetrack::Cell::Finish);
    let map = DistanceMap::new(&track);
    assert_eq!(map.grid().as_slice(), map.as_slice());
    assert_eq!((map.grid().rows(), map.grid().cols()), (2, 3));
    assert_eq!(map.grid()[Point::new(0, 0)], 2);
    assert_eq!(map.get(Point::new(0, 3)), None);
}
