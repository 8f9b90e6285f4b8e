//! The camera's layout, following, zoom and blank strip, natively.

use super::*;

const PHONE: (f64, f64, f64) = (358.0, 560.0, 3.0);

#[test]
fn a_small_track_is_shown_whole_and_a_large_one_at_a_finger_step() {
    let mut camera = Camera::default();
    camera.layout(9, 12, PHONE, true);
    assert!(!camera.active());
    let g = camera.geometry();
    assert_eq!(g.cell, 358.0 / 12.0);
    assert_eq!(g.origin, (g.cell / 2.0, g.cell / 2.0));
    assert_eq!((g.width, g.height), (358.0, 9.0 * g.cell));

    camera.layout(51, 51, PHONE, true);
    assert!(camera.active());
    let g = camera.geometry();
    assert_eq!(g.cell, TOUCH_CELL);
    assert_eq!((g.width, g.height), (358.0, 560.0));
    // The same track on a desktop fits.
    camera.layout(51, 51, (900.0, 640.0, 1.0), false);
    assert!(!camera.active());
}

#[test]
fn the_camera_follows_only_when_the_options_near_the_edge() {
    let mut camera = Camera::default();
    camera.layout(51, 51, PHONE, true);
    camera.follow(&[Point::new(45, 3)], &[], true);
    let g = camera.geometry();
    let (x, y) = (g.x(Point::new(45, 3)), g.y(Point::new(45, 3)));
    assert!(x > 0.0 && x < g.width && y > 0.0 && y < g.height);
    // A point already well inside does not move the camera.
    let before = camera.geometry();
    camera.follow(&[Point::new(44, 4)], &[], false);
    assert_eq!(camera.geometry(), before);
    assert!(!camera.moving());
    // One far away glides there, frame by frame.
    camera.follow(&[Point::new(5, 45)], &[], false);
    assert!(camera.moving());
    let mut frames = 0;
    let mut now = 0.0;
    while camera.moving() && frames < 200 {
        now += 16.7;
        camera.tick(now);
        frames += 1;
    }
    assert!(frames > 5 && frames < 100, "{frames} frames");
    let g = camera.geometry();
    let x = g.x(Point::new(5, 45));
    assert!(x > 0.0 && x < g.width);
}

#[test]
fn zooming_keeps_the_point_under_the_fingers_and_stops_at_the_whole_track() {
    let mut camera = Camera::default();
    camera.layout(120, 120, PHONE, true);
    camera.pan_by(-500.0, -300.0);
    let g = camera.geometry();
    let at = (100.0, 200.0);
    let grid = ((at.0 - g.origin.0) / g.cell, (at.1 - g.origin.1) / g.cell);
    camera.zoom_by(1.5, Some(at));
    let g = camera.geometry();
    let after = ((at.0 - g.origin.0) / g.cell, (at.1 - g.origin.1) / g.cell);
    assert!((grid.0 - after.0).abs() < 1e-6 && (grid.1 - after.1).abs() < 1e-6);
    camera.zoom_by(0.001, None);
    assert!(camera.whole());
    assert_eq!(camera.can_zoom(), (true, false));
    camera.toggle_whole();
    assert_eq!(camera.cell(), TOUCH_CELL);
}

#[test]
fn the_track_leaves_at_most_a_strip_of_blank_for_the_buttons() {
    // On a phone the buttons sit under the board: the track reaches the canvas's edges.
    let mut camera = Camera::default();
    camera.layout(80, 80, PHONE, true);
    camera.pan_by(-1e7, -1e7);
    let g = camera.geometry();
    let right = g.x(Point::new(79, 79)) + g.cell / 2.0;
    assert!((right - g.width).abs() < 1e-6, "no blank on a phone");
    // With a mouse they float over the lower right corner: a strip of blank lifts them.
    let mut camera = Camera::default();
    camera.layout(200, 200, (900.0, 700.0, 1.0), false);
    assert!(camera.active());
    camera.pan_by(1e6, 1e6);
    let g = camera.geometry();
    assert_eq!(
        g.origin,
        (g.cell / 2.0, g.cell / 2.0),
        "no blank at the top left"
    );
    camera.pan_by(-1e7, -1e7);
    let g = camera.geometry();
    let right = g.x(Point::new(199, 199)) + g.cell / 2.0;
    assert!(
        (right - (g.width - EDGE_PX)).abs() < 1e-6,
        "the last column off the buttons: {right} of {}",
        g.width
    );
    camera.pan_by(f64::NAN, 0.0);
    assert_eq!(camera.geometry(), g);
}
