//! The clock's frames: the pace calibrated, the watched search, the coach's table, the
//! editor's check and the optimum jobs run within the frame's budget; the replay, the glide
//! and the online clocks move on.

use crate::ui::model::{Model, Screen};
use crate::ui::solver;

/// One frame: calibrate, run the watched search and the background searches.
pub(super) fn tick(model: &mut Model, now: f64, busy_ms: f64) {
    model.app.pace.calibrate(busy_ms);
    let dt = model
        .app
        .pace
        .last_now
        .map_or(0.0, |last| (now - last).clamp(0.0, 250.0));
    model.app.pace.last_now = Some(now);
    if model.app.pace.last_animation_work > 0 && model.app.pace.last_work > 0 {
        let share = model.app.pace.last_animation_work as f64 / model.app.pace.last_work as f64;
        if let Some(w) = model.play.session.as_mut().and_then(|s| s.watch.as_mut()) {
            w.compute_ms += busy_ms.max(0.0) * share;
        }
    }
    if model.screen() == Screen::Replay {
        if let Some(r) = model.replay.as_mut() {
            r.tick(dt);
        }
    }
    crate::ui::motion::tick(&mut model.play, dt);
    let animating = model.screen() == Screen::Solver && model.needs_tick();
    let animation_work = if model.screen() == Screen::Solver {
        solver::tick(&mut model.play, &mut model.app, dt)
    } else {
        0
    };
    // Background work yields to a running animation; the coach comes first, as it is needed
    // before the first move.
    let slice = if animating { 1.0 } else { 4.0 };
    let budget = model.app.pace.budget(slice);
    let coach_work = match &mut model.play.session {
        Some(s) if s.coaching.is_computing() => {
            let work = s.coaching.step(budget);
            if !s.coaching.is_computing() {
                s.optimum = s.coaching.optimum();
            }
            work
        }
        _ => 0,
    };
    let editor_work = if model.screen() == Screen::Editor {
        match model.editing.as_mut() {
            Some(e) => crate::ui::editor::tick(e, budget.saturating_sub(coach_work)),
            None => 0,
        }
    } else {
        0
    };
    let coach_work = coach_work + editor_work;
    let (job_work, finished) = model.app.jobs.run(budget.saturating_sub(coach_work));
    for (target, optimum) in finished {
        match target {
            crate::ui::jobs::JobFor::Level(i) => {
                if let Some(level) = model.app.menu.levels.get_mut(i) {
                    level.optimum = Some(optimum);
                }
            }
            crate::ui::jobs::JobFor::Session(generation) => {
                if let Some(s) = model
                    .play
                    .session
                    .as_mut()
                    .filter(|s| s.generation == generation)
                {
                    s.optimum = Some(optimum);
                }
            }
        }
    }
    model.app.pace.last_work = animation_work + coach_work + job_work;
    model.app.pace.last_animation_work = animation_work;
    // The frames stop now: the next one, whenever it comes, starts the clock afresh (a glide
    // after a pause must not take the pause for its time and land at once).
    if !model.needs_tick() {
        model.app.pace.last_now = None;
    }
}
